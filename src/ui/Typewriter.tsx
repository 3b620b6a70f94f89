import { useEffect, useMemo, useRef, useState } from 'react';
import { useInView } from '@/hooks/useInView';
import { usePageVisible } from '@/hooks/usePageVisible';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { clipTyping, type ClipTyping } from '@/motion/clipTyping';
import { clipCanType } from '@/motion/typingClip';
import { typingLoop, type TypingLoop } from '@/motion/typingLoop';
import { typingScript } from '@/motion/typingScript';
import { afterFirstPaint } from '@/services/afterFirstPaint';
import { motionTimings } from '@/theme/motion';
import { inlineDirection } from './inlineScroll';
import styles from './Typewriter.module.css';

interface TypewriterProps {
  /** Titles in order; the first one is what the prerendered page and reduced motion show. */
  texts: readonly [string, ...string[]];
}

/**
 * Types, holds, deletes and retypes the titles in a loop with a blinking caret. Screen readers get
 * all titles once as stable text; the animated copy is hidden from them. Runs only while it is on
 * screen and the tab is visible. Where the titles' scripts allow (`clipCanType`), the compositor
 * types them (`clipTyping`: a clip moved a keystroke at a time, no work for the page); otherwise a
 * timer writes each keystroke's text and the caret blinks by a timer too (a CSS animation of the
 * text's border colour would restyle the title on every frame the scene draws). Under reduced motion
 * it shows the first title.
 */
export function Typewriter({ texts }: TypewriterProps) {
  const typedRef = useRef<HTMLSpanElement>(null);
  const stackRef = useRef<HTMLSpanElement>(null);
  const lineRef = useRef<HTMLSpanElement>(null);
  const caretRef = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const inView = useInView(typedRef);
  const pageVisible = usePageVisible();
  const [loop, setLoop] = useState<TypingLoop | null>(null);
  /** Off once a title takes two lines (a narrow screen): the clip reveals one line. */
  const [clipFits, setClipFits] = useState(true);
  const script = useMemo(() => typingScript(texts, motionTimings.typing), [texts]);
  const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));

  useEffect(() => {
    const typed = typedRef.current;
    const stack = stackRef.current;
    const line = lineRef.current;
    const caret = caretRef.current;
    if (!typed || !stack || !line || !caret || reduced || script.frames.length === 0) return;
    const first = texts[0];
    const textNode =
      typed.firstChild instanceof Text ? typed.firstChild : typed.appendChild(document.createTextNode(first));
    const write = (text: string) => {
      textNode.nodeValue = text;
    };
    let cancelled = false;
    let created: TypingLoop | undefined;
    let clipped: ClipTyping | undefined;
    afterFirstPaint(() => {
      if (cancelled) return;
      if (clipFits && clipCanType(texts, inlineDirection(stack))) {
        stack.toggleAttribute('data-clipped', true);
        created = clipped = clipTyping({ stack, line, text: typed, caret }, texts, script, write, () =>
          setClipFits(false),
        );
      } else created = typingLoop(script, write);
      setLoop(created);
    });

    return () => {
      cancelled = true;
      // Stopped here, not a render later: a keystroke in between would overwrite the restored title.
      created?.pause();
      clipped?.stop();
      stack.removeAttribute('data-clipped');
      stack.style.removeProperty('--caret-block-size');
      write(first);
      setLoop(null);
    };
  }, [reduced, script, texts, clipFits]);

  const running = loop !== null && inView && pageVisible;
  useEffect(() => {
    const stack = stackRef.current;
    if (!loop || !running || !stack) return;
    loop.play();
    // The clip blinks its own caret.
    const blink = loop.blinksCaret
      ? undefined
      : setInterval(() => stack.toggleAttribute('data-caret-hidden'), motionTimings.caretBlinkMs);
    return () => {
      loop.pause();
      clearInterval(blink);
      stack.removeAttribute('data-caret-hidden');
    };
  }, [loop, running]);

  return (
    <>
      <span className="visually-hidden">{texts.join(', ')}</span>
      <span
        ref={stackRef}
        className={styles.stack}
        data-longest={longest}
        data-typing={running || undefined}
        aria-hidden="true"
      >
        <span ref={lineRef} className={styles.line}>
          <span ref={typedRef} className={styles.typed}>
            {texts[0]}
          </span>
        </span>
        <span ref={caretRef} className={styles.caret} />
      </span>
    </>
  );
}
