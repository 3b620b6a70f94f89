import { reducedMotionQuery } from '@/theme/breakpoints';

/**
 * Runs `task` now if the visitor allows motion, otherwise once they stop asking for reduced motion
 * (and never, if they do not).
 */
export function whenMotionAllowed(task: () => void, target: Window = window): void {
  const reduced = target.matchMedia(reducedMotionQuery);
  if (!reduced.matches) return task();
  const onChange = () => {
    if (reduced.matches) return;
    reduced.removeEventListener('change', onChange);
    task();
  };
  reduced.addEventListener('change', onChange);
}
