/**
 * Position on [0, length] of a point that started at `start` and moved `travel` px, bouncing off
 * both ends: the straight path folded into a triangle wave. `shaders/chunks/particle.glsl` does
 * the same in GLSL (`bounceFold`).
 */
export function bounceFold(start: number, travel: number, length: number): number {
  if (length <= 0) return 0;
  const period = 2 * length;
  const wrapped = (((start + travel) % period) + period) % period;
  return length - Math.abs(length - wrapped);
}
