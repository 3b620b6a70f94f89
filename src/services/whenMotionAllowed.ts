import { reducedMotionQuery } from '@/theme/breakpoints';

/**
 * Runs `task` now if the visitor allows motion, otherwise once they stop asking for reduced motion
 * (and never, if they do not). Returns the function that stops waiting.
 */
export function whenMotionAllowed(task: () => void, target: Window = window): () => void {
  return whenPreference(false, task, target);
}

/** Runs `task` once the visitor asks for reduced motion: now if they already do. Returns the function that stops waiting. */
export function whenMotionReduced(task: () => void, target: Window = window): () => void {
  return whenPreference(true, task, target);
}

function whenPreference(reduce: boolean, task: () => void, target: Window): () => void {
  const query = target.matchMedia(reducedMotionQuery);
  const stop = () => query.removeEventListener('change', onChange);
  const onChange = () => {
    if (query.matches !== reduce) return;
    stop();
    task();
  };
  if (query.matches === reduce) {
    task();
    return () => undefined;
  }
  query.addEventListener('change', onChange);
  return stop;
}
