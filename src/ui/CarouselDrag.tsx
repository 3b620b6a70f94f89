import { useDrag } from '@use-gesture/react';
import { useEffect, type RefObject } from 'react';

/** One step of a horizontal drag on a carousel's scroller, in the carousel's own terms. */
export interface DragUpdate {
  first: boolean;
  last: boolean;
  /** The pointer went down and up without really moving: a click, not a drag. */
  tap: boolean;
  /** Horizontal travel since the drag began, px; positive = towards the right. */
  offset: number;
  /** Horizontal velocity, px/ms, signed like `offset`. */
  velocity: number;
}

interface CarouselDragProps {
  target: RefObject<HTMLElement | null>;
  onDrag: (update: DragUpdate) => void;
}

/**
 * Mouse drag and touch swipe on a carousel's scroller. Loaded lazily (with @use-gesture) after the
 * page is interactive; until then the scroller still scrolls natively. While bound it marks the
 * scroller `data-draggable`, whose CSS leaves vertical panning to the browser (`touch-action: pan-y`).
 */
export default function CarouselDrag({ target, onDrag }: CarouselDragProps) {
  useDrag(
    ({ first, last, tap, movement: [movementX], velocity: [speedX], direction: [directionX] }) =>
      onDrag({ first, last, tap, offset: movementX, velocity: speedX * directionX }),
    { target, axis: 'x', filterTaps: true, pointer: { keys: false } },
  );

  useEffect(() => {
    const scroller = target.current;
    if (!scroller) return;
    scroller.toggleAttribute('data-draggable', true);
    return () => {
      scroller.toggleAttribute('data-draggable', false);
    };
  }, [target]);

  return null;
}
