import { clamp } from './clamp';

/** The field's motion state: seconds of motion so far, and the repulse strength before easing (0..1). */
export interface Motion {
  elapsed: number;
  repulse: number;
}

/**
 * One frame of the field's motion, driven by elapsed time only: the frame shows the field at
 * `elapsed` (the first frame at t = 0), then the clock moves on by the frame's step (its `delta` in
 * seconds, at most `maxDelta`, so a stalled tab does not jump; 0 while the loop is stopped) and the
 * repulse eases towards the pointer's presence at the same pace. A lower frame rate (a 30 frames/s
 * cap) draws fewer frames of the same motion. Returns the time the frame shows.
 */
export function stepMotion(
  motion: Motion,
  delta: number,
  animating: boolean,
  pointerOverHero: boolean,
  rules: { maxDelta: number; repulseDuration: number },
): number {
  const shown = motion.elapsed;
  const step = animating ? Math.min(delta, rules.maxDelta) : 0;
  motion.elapsed += step;
  motion.repulse = clamp(
    motion.repulse + (pointerOverHero ? step : -step) / Math.max(rules.repulseDuration, 1e-3),
    0,
    1,
  );
  return shown;
}
