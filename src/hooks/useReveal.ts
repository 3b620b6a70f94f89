import { useEffect, type RefObject } from 'react';
import { cascadeDelays } from '@/motion/cascade';
import { loadGsap, motionUnavailable, type Gsap } from '@/motion/loadGsap';
import { motionTimings } from '@/theme/motion';
import { useReducedMotion } from './useReducedMotion';

/**
 * `cascade`: the element's `[data-reveal-item]` children fade in from the left one after another.
 * `rise`: the element itself fades in while moving up a little.
 */
export type RevealStyle = 'cascade' | 'rise';

const REVEAL_LINE = '0px 0px -10% 0px';
const REVEALED_PROPS = 'opacity,transform';

function revealTargets(root: HTMLElement, style: RevealStyle): HTMLElement[] {
  return style === 'cascade' ? Array.from(root.querySelectorAll<HTMLElement>('[data-reveal-item]')) : [root];
}

function hide(gsap: Gsap, targets: HTMLElement[], style: RevealStyle): void {
  if (style === 'cascade') gsap.set(targets, { opacity: 0, xPercent: -100 });
  else gsap.set(targets, { opacity: 0, y: motionTimings.revealOffsetPx });
}

function reveal(gsap: Gsap, targets: HTMLElement[], style: RevealStyle): void {
  const { revealDurationMs, cascadeDamping } = motionTimings;
  const delays = cascadeDelays(targets.length, revealDurationMs, style === 'cascade' ? cascadeDamping : 0);
  gsap.to(targets, {
    opacity: 1,
    xPercent: 0,
    y: 0,
    duration: revealDurationMs / 1000,
    ease: 'power2.out',
    stagger: (index: number) => (delays[index] ?? 0) / 1000,
    clearProps: REVEALED_PROPS,
  });
}

/**
 * Fades a block in, once, when it scrolls into view. The prerendered page shows everything; only
 * after GSAP has loaded, and only for a block still wholly below the viewport, is it hidden to be
 * revealed — so nothing on screen ever blinks out, and nothing waits on the network to appear.
 * Under reduced motion nothing is hidden and no tween runs. Opacity and transform only: no shift.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, style: RevealStyle): void {
  const reduced = useReducedMotion();

  useEffect(() => {
    const root = ref.current;
    if (!root || reduced) return;
    const targets = revealTargets(root, style);
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    let loaded: Gsap | undefined;

    loadGsap()
      .then((gsap) => {
        if (cancelled || root.getBoundingClientRect().top < window.innerHeight) return;
        loaded = gsap;
        hide(gsap, targets, style);
        observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            reveal(gsap, targets, style);
          },
          { rootMargin: REVEAL_LINE },
        );
        observer.observe(root);
      })
      .catch(motionUnavailable);

    return () => {
      cancelled = true;
      observer?.disconnect();
      loaded?.killTweensOf(targets);
      loaded?.set(targets, { clearProps: REVEALED_PROPS });
    };
  }, [ref, style, reduced]);
}
