import { clamp } from './clamp';
/**
 * CSS `cubic-bezier(x1, y1, x2, y2)` as a function of progress t ∈ [0, 1], so the WebGL photo
 * eases exactly like the CSS transition of the fallback.
 */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const cx = 3 * x1;
  const bx = 3 * (x2 - x1) - cx;
  const ax = 1 - cx - bx;
  const cy = 3 * y1;
  const by = 3 * (y2 - y1) - cy;
  const ay = 1 - cy - by;
  const sampleX = (u: number) => ((ax * u + bx) * u + cx) * u;
  const sampleY = (u: number) => ((ay * u + by) * u + cy) * u;
  const slopeX = (u: number) => (3 * ax * u + 2 * bx) * u + cx;

  /** The curve parameter u whose x is `x`: Newton steps, then bisection if the slope is flat. */
  const solve = (x: number) => {
    let u = x;
    for (let i = 0; i < 8; i++) {
      const error = sampleX(u) - x;
      if (Math.abs(error) < 1e-6) return u;
      const slope = slopeX(u);
      if (Math.abs(slope) < 1e-6) break;
      u -= error / slope;
    }
    let low = 0;
    let high = 1;
    u = x;
    for (let i = 0; i < 30 && high - low > 1e-7; i++) {
      if (sampleX(u) < x) low = u;
      else high = u;
      u = (low + high) / 2;
    }
    return u;
  };

  return (t) => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    return sampleY(solve(t));
  };
}

/** Exponential approach of `current` toward `target`; `duration` s to cover ~98 % of the gap. */
export function approach(current: number, target: number, delta: number, duration: number): number {
  if (duration <= 0) return target;
  return target + (current - target) * Math.exp((-4 * delta) / duration);
}

/** Smooth start and end on [0, 1] (GLSL's `smoothstep(0, 1, t)`). */
export function smoothStep(t: number): number {
  const x = clamp(t, 0, 1);
  return x * x * (3 - 2 * x);
}
