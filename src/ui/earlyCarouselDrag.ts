import { nearestIndex, snapIndex } from '@/motion/snap';
import { reducedMotionQuery } from '@/theme/breakpoints';
import { glideTo, measureRests, scrollerSelector } from './carouselScroll';
import { inlineDirection, readInlineScroll, scrollToInline, travelTowardsEnd } from './inlineScroll';

/** Pointer travel (px) under which a press is a click, not a drag. */
const TAP_PX = 3;

/**
 * Mouse drag on the carousels from the first paint until their drag code (CarouselDrag, loaded
 * after hydration, which marks the scroller `data-draggable`) is bound: the row follows the pointer
 * and, on release, glides to the slide the drag code's own rule would pick. A drag begun here is
 * finished here even if the drag code arrives meanwhile; the next one is the drag code's.
 */
export function dragCarouselsEarly(target: Document = document): void {
  target.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !(event.target instanceof Element)) return;
    const scroller = event.target.closest<HTMLElement>(scrollerSelector);
    if (!scroller || scroller.hasAttribute('data-draggable') || scroller.scrollWidth <= scroller.clientWidth) return;
    followDrag(scroller, event);
  });
}

function followDrag(scroller: HTMLElement, down: PointerEvent): void {
  const view = scroller.ownerDocument.defaultView ?? window;
  const direction = inlineDirection(scroller);
  const start = readInlineScroll(scroller, direction);
  let offset = 0;
  let velocity = 0;
  let last = { x: down.clientX, time: down.timeStamp };
  let dragging = false;

  const move = (event: PointerEvent) => {
    if (event.pointerId !== down.pointerId) return;
    offset = travelTowardsEnd(event.clientX - down.clientX, direction);
    if (event.timeStamp > last.time)
      velocity = travelTowardsEnd(event.clientX - last.x, direction) / (event.timeStamp - last.time);
    last = { x: event.clientX, time: event.timeStamp };
    if (!dragging && Math.abs(offset) < TAP_PX) return;
    if (!dragging) {
      dragging = true;
      scroller.toggleAttribute('data-dragging', true);
      view.getSelection()?.removeAllRanges();
    }
    scrollToInline(scroller, start - offset, 'instant');
  };
  // A link or image under the pointer would start the browser's own drag and cancel ours.
  const preventNativeDrag = (event: Event) => event.preventDefault();
  const end = (event: PointerEvent) => {
    if (event.pointerId !== down.pointerId) return;
    view.removeEventListener('pointermove', move);
    view.removeEventListener('pointerup', end);
    view.removeEventListener('pointercancel', end);
    scroller.removeEventListener('dragstart', preventNativeDrag);
    if (!dragging) return;
    if (event.type === 'pointerup') swallowNextClick(view);
    const positions = measureRests(scroller);
    const index =
      event.type === 'pointerup'
        ? snapIndex({ positions, start, offset, velocity })
        : nearestIndex(positions, readInlineScroll(scroller, direction));
    glideTo(scroller, positions[index] ?? 0, view.matchMedia(reducedMotionQuery).matches);
  };

  view.addEventListener('pointermove', move);
  view.addEventListener('pointerup', end);
  view.addEventListener('pointercancel', end);
  scroller.addEventListener('dragstart', preventNativeDrag);
}

/** The click that ends a drag (on a card's link, say) is not a click on it. */
function swallowNextClick(view: Window): void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  view.addEventListener('click', swallow, { capture: true, once: true });
  // The click, if any, is dispatched in the same task as the pointerup: none later is ours.
  view.setTimeout(() => view.removeEventListener('click', swallow, { capture: true }), 0);
}
