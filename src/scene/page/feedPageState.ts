import type { PageEnd } from '@/scene/protocol';
import { reducedMotionQuery } from '@/theme/breakpoints';

export const pageVisible = () => document.visibilityState === 'visible';
export const reducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

/** Tells the scene when the tab is hidden or shown and when the motion preference changes. */
export function feedPageState(end: PageEnd): () => void {
  const motion = window.matchMedia(reducedMotionQuery);
  const onVisibility = () => end.send({ type: 'page-visible', visible: pageVisible() });
  const onMotion = () => end.send({ type: 'reduced-motion', reduce: motion.matches });
  document.addEventListener('visibilitychange', onVisibility);
  motion.addEventListener('change', onMotion);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    motion.removeEventListener('change', onMotion);
  };
}
