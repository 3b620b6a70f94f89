import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { loadFlip, motionUnavailable, type Flip, type Gsap } from '@/motion/loadGsap';
import { motionTimings } from '@/theme/motion';

type FlipState = ReturnType<Flip['getState']>;
type FlipTimeline = ReturnType<Flip['from']>;

/** Styles GSAP leaves on the items while they move; cleared once they rest. */
const MOVING_PROPS = 'opacity,transform';
const ENTER_LEAVE_SCALE = 0.9;

/**
 * Animates a filtered list's re-layout with GSAP Flip: cards the filter removes fade out, the ones
 * that stay glide to their new places, the ones it adds fade in. Call the returned `capture` just
 * before the filter changes; the animation runs when `filterKey` has re-rendered the list. While
 * `enabled` is false (reduced motion, the narrow carousel, before hydration) nothing is loaded and
 * a filter change simply shows the new set.
 */
export function useFlipFilter(listRef: RefObject<HTMLElement | null>, filterKey: string, enabled: boolean): () => void {
  const api = useRef<{ gsap: Gsap; Flip: Flip }>(undefined);
  const captured = useRef<FlipState>(undefined);
  const running = useRef<FlipTimeline>(undefined);

  const items = useCallback(() => Array.from(listRef.current?.children ?? []) as HTMLElement[], [listRef]);

  const settle = useCallback(() => {
    running.current = undefined;
    api.current?.gsap.set(items(), { clearProps: MOVING_PROPS });
  }, [items]);

  const finish = useCallback(() => {
    running.current?.progress(1).kill();
    settle();
  }, [settle]);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    loadFlip().then((loaded) => {
      if (!cancelled) api.current = loaded;
    }, motionUnavailable);
    return () => {
      cancelled = true;
      captured.current = undefined;
      finish();
      api.current = undefined;
    };
  }, [enabled, finish]);

  useLayoutEffect(() => {
    const state = captured.current;
    const loaded = api.current;
    captured.current = undefined;
    if (!state || !loaded) return;
    const { gsap, Flip } = loaded;
    const duration = motionTimings.flipDurationS;
    running.current = Flip.from(state, {
      duration,
      ease: 'power1.inOut',
      absolute: true,
      onEnter: (entering: Element[]) =>
        gsap.fromTo(entering, { opacity: 0, scale: ENTER_LEAVE_SCALE }, { opacity: 1, scale: 1, duration }),
      onLeave: (leaving: Element[]) => gsap.to(leaving, { opacity: 0, scale: ENTER_LEAVE_SCALE, duration }),
      onComplete: settle,
    });
  }, [filterKey, settle]);

  return useCallback(() => {
    const loaded = api.current;
    if (!loaded) return;
    // Measured first, so a change in mid-flight starts from where the cards are now.
    captured.current = loaded.Flip.getState(items());
    running.current?.progress(1).kill();
    running.current = undefined;
  }, [items]);
}
