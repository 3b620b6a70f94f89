import { useEffect, useMemo, useRef, useState } from 'react';
import { useInView } from '@/hooks/useInView';
import { usePageVisible } from '@/hooks/usePageVisible';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { loadGsap, motionUnavailable } from '@/motion/loadGsap';
import { typingScript } from '@/motion/typingScript';
import { typingTimeline } from '@/motion/typingTimeline';
import { motionTimings } from '@/theme/motion';
import styles from './Typewriter.module.css';

interface TypewriterProps {
  /** Titles in order; the first one is what the prerendered page and reduced motion show. */
  texts: readonly [string, ...string[]];
}

/**
 * Types, holds, deletes and retypes the titles in a loop with a blinking caret. Screen readers get
 * all titles once as stable text; the animated copy is hidden from them. Runs only while it is on
 * screen and the tab is visible; under reduced motion it shows the first title and never loads GSAP.
 */
export function Typewriter({ texts }: TypewriterProps) {
  const typedRef = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const inView = useInView(typedRef);
  const pageVisible = usePageVisible();
  const [timeline, setTimeline] = useState<gsap.core.Timeline | null>(null);
  const script = useMemo(() => typingScript(texts, motionTimings.typing), [texts]);
  const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));

  useEffect(() => {
    const typed = typedRef.current;
    if (!typed || reduced || script.frames.length === 0) return;
    const first = texts[0];
    const textNode = typed.firstChild instanceof Text ? typed.firstChild : typed.appendChild(document.createTextNode(first));
    let cancelled = false;
    let built: gsap.core.Timeline | undefined;

    loadGsap()
      .then((gsap) => {
        if (cancelled) return;
        built = typingTimeline(gsap, script, (text) => {
          textNode.nodeValue = text;
        });
        setTimeline(built);
      })
      .catch(motionUnavailable);

    return () => {
      cancelled = true;
      built?.kill();
      textNode.nodeValue = first;
      setTimeline(null);
    };
  }, [reduced, script, texts]);

  const running = timeline !== null && inView && pageVisible;
  useEffect(() => {
    if (!timeline) return;
    if (running) timeline.play();
    else timeline.pause();
  }, [timeline, running]);

  return (
    <>
      <span className="visually-hidden">{texts.join(', ')}</span>
      <span className={styles.stack} data-longest={longest} data-typing={running || undefined} aria-hidden="true">
        <span className={styles.line}>
          <span ref={typedRef} className={styles.typed}>
            {texts[0]}
          </span>
        </span>
      </span>
    </>
  );
}
