import { useEffect, useMemo, useRef, useState } from 'react';
import { useInView } from '@/hooks/useInView';
import { usePageVisible } from '@/hooks/usePageVisible';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { typingLoop, type TypingLoop } from '@/motion/typingLoop';
import { typingScript } from '@/motion/typingScript';
import { afterFirstPaint } from '@/services/afterFirstPaint';
import { motionTimings } from '@/theme/motion';
import styles from './Typewriter.module.css';

interface TypewriterProps {
  /** Titles in order; the first one is what the prerendered page and reduced motion show. */
  texts: readonly [string, ...string[]];
}

/**
 * Types, holds, deletes and retypes the titles in a loop with a blinking caret. Screen readers get
 * all titles once as stable text; the animated copy is hidden from them. Runs only while it is on
 * screen and the tab is visible, and from timers, letters and caret alike: a CSS animation would
 * restyle the title on every frame the scene draws, a GSAP timeline would tick on every frame.
 * Under reduced motion it shows the first title.
 */
export function Typewriter({ texts }: TypewriterProps) {
  const typedRef = useRef<HTMLSpanElement>(null);
  const stackRef = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const inView = useInView(typedRef);
  const pageVisible = usePageVisible();
  const [loop, setLoop] = useState<TypingLoop | null>(null);
  const script = useMemo(() => typingScript(texts, motionTimings.typing), [texts]);
  const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));

  useEffect(() => {
    const typed = typedRef.current;
    if (!typed || reduced || script.frames.length === 0) return;
    const first = texts[0];
    const textNode =
      typed.firstChild instanceof Text ? typed.firstChild : typed.appendChild(document.createTextNode(first));
    const write = (text: string) => {
      textNode.nodeValue = text;
    };
    let cancelled = false;
    let created: TypingLoop | undefined;
    afterFirstPaint(() => {
      if (cancelled) return;
      created = typingLoop(script, write);
      setLoop(created);
    });

    return () => {
      cancelled = true;
      // Stopped here, not a render later: a keystroke in between would overwrite the restored title.
      created?.pause();
      write(first);
      setLoop(null);
    };
  }, [reduced, script, texts]);

  const running = loop !== null && inView && pageVisible;
  useEffect(() => {
    const stack = stackRef.current;
    if (!loop || !running || !stack) return;
    loop.play();
    const blink = setInterval(() => stack.toggleAttribute('data-caret-hidden'), motionTimings.caretBlinkMs);
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
        <span className={styles.line}>
          <span ref={typedRef} className={styles.typed}>
            {texts[0]}
          </span>
        </span>
      </span>
    </>
  );
}
