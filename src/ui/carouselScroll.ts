import { restPositions } from '@/motion/snap';

/**
 * How long a scroll must be quiet (ms) to count as finished: short where `scrollend` is missing
 * (older Safari); long where it exists, only as a safety net, since a smooth scroll's events can be
 * sparse on a busy page and settling mid-way would let the passing slides overwrite the choice.
 */
const QUIET_MS = typeof window !== 'undefined' && 'onscrollend' in window ? 1000 : 150;

const SCROLLER_ATTRIBUTE = 'data-carousel-scroller';

/** Spread on a carousel's scroller: it marks it in the prerendered markup, for the early mouse drag. */
export const scrollerMark = { [SCROLLER_ATTRIBUTE]: '' };
export const scrollerSelector = `[${SCROLLER_ATTRIBUTE}]`;

/** Where each slide of a carousel's scroller rests when snapped, in the scroller's scrollLeft terms. */
export function measureRests(viewport: HTMLElement): number[] {
  const box = viewport.getBoundingClientRect();
  const starts = Array.from(viewport.children, (slide) => slide.getBoundingClientRect().left - box.left - viewport.clientLeft + viewport.scrollLeft);
  const padding = Number.parseFloat(getComputedStyle(viewport).scrollPaddingLeft) || 0;
  return restPositions(starts, padding, viewport.scrollWidth - viewport.clientWidth);
}

/**
 * Calls `done` once the scroller has arrived at `target` (its `scrollend` there), or has been quiet
 * for a while (the visitor caught it on the way). A `scrollend` elsewhere is the end of an earlier,
 * interrupted scroll and does not count. Returns a canceller.
 */
function whenScrollSettles(element: HTMLElement, target: number, done: () => void): () => void {
  let timer = 0;
  const stop = () => {
    window.clearTimeout(timer);
    element.removeEventListener('scrollend', arrive);
    element.removeEventListener('scroll', restart);
  };
  const finish = () => {
    stop();
    done();
  };
  const arrive = () => {
    if (Math.abs(element.scrollLeft - target) <= 1) finish();
  };
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(finish, QUIET_MS);
  };
  element.addEventListener('scrollend', arrive);
  element.addEventListener('scroll', restart, { passive: true });
  restart();
  return stop;
}

/**
 * The release of a drag (and any move to a slide): glides the scroller to `left`, at once when
 * `instant` (reduced motion), and once it has settled there (or the visitor caught it) clears the
 * drag mark and calls `settled`. Returns the canceller.
 */
export function glideTo(scroller: HTMLElement, left: number, instant: boolean, settled: () => void = () => undefined): () => void {
  const cancel = whenScrollSettles(scroller, left, () => {
    scroller.toggleAttribute('data-dragging', false);
    settled();
  });
  scroller.scrollTo({ left, behavior: instant ? 'instant' : 'smooth' });
  return cancel;
}
