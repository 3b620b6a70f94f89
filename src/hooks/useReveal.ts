import { useEffect, type RefObject } from 'react';
import { cascadeDelays } from '@/motion/cascade';
import { stillAhead } from '@/motion/seenSoFar';
import { motionTimings } from '@/theme/motion';
import { useReducedMotion } from './useReducedMotion';

/**
 * `cascade`: the element's `[data-reveal-item]` children fade in from the left one after another.
 * `rise`: the element itself fades in while moving up a little.
 */
export type RevealStyle = 'cascade' | 'rise';

const REVEAL_LINE = '0px 0px -10% 0px';

function revealTargets(root: HTMLElement, style: RevealStyle): HTMLElement[] {
  return style === 'cascade' ? Array.from(root.querySelectorAll<HTMLElement>('[data-reveal-item]')) : [root];
}

/**
 * Fades a block in, once, when it scrolls into view, with CSS transitions (`global.css`, "Reveal"):
 * the compositor animates it and no script is loaded for it. The prerendered page shows everything;
 * only a block still ahead of the visitor (wholly below anything the viewport has shown since the
 * page opened, hydration often coming seconds later) is hidden to be revealed, so nothing already
 * seen ever blinks out or plays twice. Under reduced motion nothing is hidden. Opacity and transform
 * only: no shift. Once played, the block is left with no trace of it. Focus entering the block (a
 * Tab to a link in it) shows it at once, in place: focus never lands on something unseen.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, style: RevealStyle): void {
  const reduced = useReducedMotion();

  useEffect(() => {
    const root = ref.current;
    if (!root || reduced) return;
    const { revealDurationMs, revealOffsetPx, cascadeDamping } = motionTimings;
    const targets = revealTargets(root, style);
    const delays = cascadeDelays(targets.length, revealDurationMs, style === 'cascade' ? cascadeDamping : 0);
    let settle: number | undefined;
    // Set once focus has been inside: a report the observer queued before that must not hide it again.
    let shownForFocus = root.contains(document.activeElement);

    const clear = () => {
      delete root.dataset.reveal;
      root.style.removeProperty('--reveal-duration');
      root.style.removeProperty('--reveal-offset');
      for (const target of targets) target.style.removeProperty('--reveal-delay');
    };
    const play = () => {
      root.dataset.reveal = `${style} playing`;
      settle = window.setTimeout(clear, Math.max(0, ...delays) + revealDurationMs);
    };

    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry || shownForFocus) return;
        if (first) {
          first = false;
          if (!stillAhead(entry.boundingClientRect.top)) return observer.disconnect();
          root.style.setProperty('--reveal-duration', `${revealDurationMs}ms`);
          root.style.setProperty('--reveal-offset', `${revealOffsetPx}px`);
          targets.forEach((target, index) => target.style.setProperty('--reveal-delay', `${delays[index] ?? 0}ms`));
          root.dataset.reveal = `${style} waiting`;
        }
        if (!entry.isIntersecting) return;
        observer.disconnect();
        play();
      },
      { rootMargin: REVEAL_LINE },
    );
    if (!shownForFocus) observer.observe(root);
    const showNow = (event: FocusEvent) => {
      shownForFocus = true;
      observer.disconnect();
      window.clearTimeout(settle);
      // A fade under way runs on after its styles are gone. From the keyboard it ends at once; a
      // pointer's focus lets it run, as a jump would move the control from under the pointer
      // between its press and its click. Only transitions: an endless animation cannot finish.
      if (event.target instanceof Element && event.target.matches(':focus-visible')) {
        for (const target of targets)
          for (const fade of target.getAnimations()) if ('transitionProperty' in fade) fade.finish();
      }
      clear();
    };
    root.addEventListener('focusin', showNow);

    return () => {
      root.removeEventListener('focusin', showNow);
      observer.disconnect();
      window.clearTimeout(settle);
      clear();
    };
  }, [ref, style, reduced]);
}
