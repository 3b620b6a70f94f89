/**
 * Opacity of the link between two particles `distance` px apart: fades linearly from `opacity`
 * to 0 at `maxDistance`, none beyond. Same rule as `shaders/links/vertex.glsl`.
 */
export function linkAlpha(distance: number, maxDistance: number, opacity: number): number {
  if (maxDistance <= 0 || distance >= maxDistance) return 0;
  return opacity * (1 - distance / maxDistance);
}

/** Number of distinct particle pairs, i.e. line segments in the link geometry. */
export function pairCount(particles: number): number {
  return (particles * (particles - 1)) / 2;
}
