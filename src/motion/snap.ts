import { clamp } from '@/scene/math/clamp';
/** A drag faster than this (px/ms) counts as a flick and moves at least one slide. */
export const FLICK_VELOCITY = 0.3;
/** A flick shorter than this (px) is treated as a wobble, not an intent to move. */
export const FLICK_MIN_DISTANCE = 12;
/** How far ahead (ms) the release velocity carries the landing point before snapping. */
export const VELOCITY_PROJECTION_MS = 150;

/** Index of the position closest to `scroll`; ties go to the earlier slide. */
export function nearestIndex(positions: readonly number[], scroll: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - scroll) < Math.abs((positions[best] ?? 0) - scroll)) best = index;
  });
  return best;
}

/**
 * The slide a scroll position shows. Several last slides can share the end position (two cards fit
 * the view at once): while the scroller rests there, the one chosen last (by dot, button or key)
 * stays current, so every slide can be chosen and "next" ends on the last one.
 */
export function shownIndex(positions: readonly number[], scroll: number, current: number): number {
  const nearest = nearestIndex(positions, scroll);
  return positions[current] === positions[nearest] ? current : nearest;
}

/**
 * Scroll positions a carousel can rest at: each slide's start minus the snap padding, clamped to the
 * scrollable range (a last, narrower-than-viewport slide rests at the end).
 */
export function restPositions(slideStarts: readonly number[], snapPadding: number, maxScroll: number): number[] {
  return slideStarts.map((start) => clamp(start - snapPadding, 0, Math.max(maxScroll, 0)));
}

interface SnapInput {
  /** Rest positions of the slides (see `restPositions`). */
  positions: readonly number[];
  /** Scroll position when the drag began. */
  start: number;
  /** Pointer travel since the drag began, px; positive = towards the inline end, back towards earlier slides. */
  offset: number;
  /** Pointer velocity at release, px/ms, same sign convention as `offset`. */
  velocity: number;
}

/**
 * The slide a drag should settle on: the one nearest to where the release velocity would carry the
 * content; a quick flick that would land back on the starting slide moves one slide instead.
 */
export function snapIndex({ positions, start, offset, velocity }: SnapInput): number {
  if (positions.length === 0) return 0;
  const from = nearestIndex(positions, start);
  const landing = start - offset - velocity * VELOCITY_PROJECTION_MS;
  const target = nearestIndex(positions, landing);
  const flicked = Math.abs(velocity) >= FLICK_VELOCITY && Math.abs(offset) >= FLICK_MIN_DISTANCE;
  if (target !== from || !flicked) return target;
  const step = velocity > 0 ? -1 : 1;
  return clamp(from + step, 0, positions.length - 1);
}
