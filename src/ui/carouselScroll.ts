import { restPositions } from '@/motion/snap';
import { inlineDirection, readInlineScroll, scrollToInline, slideStartOf } from './inlineScroll';

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

/** Where each slide of a carousel's scroller rests when snapped, as inline positions (`inlineScroll.ts`). */
export function measureRests(viewport: HTMLElement): number[] {
  const direction = inlineDirection(viewport);
  const starts = Array.from(viewport.children, (slide) => slideStartOf(slide, viewport, direction));
  const padding = Number.parseFloat(getComputedStyle(viewport).scrollPaddingInlineStart) || 0;
  return restPositions(starts, padding, viewport.scrollWidth - viewport.clientWidth);
}

/**
 * Calls `done` once the scroller has arrived at `target` (its `scrollend` there), or has been quiet
 * for a while (the visitor caught it on the way). A `scrollend` elsewhere is the end of an earlier,
 * interrupted scroll and does not count. The quiet while starts at the first scroll event, not
 * before: on a busy page that event can come a second late, and settling before the scroller has
 * moved would put the carousel back on the slide it is leaving. For the same reason a quiet while
 * in which the scroller has moved on without an event (the page's thread stalled while the browser
 * scrolled) is not quiet: settling mid-way would mark the slide passing by. Nor is one in which the
 * whole page stalled (no frame drawn, the glide paused with it): the glide must also stand still
 * over the two frames that follow. Returns a canceller.
 */
function whenScrollSettles(element: HTMLElement, target: number, done: () => void): () => void {
  let timer = 0;
  let frame = 0;
  let lastSeen = 0;
  const stop = () => {
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
    element.removeEventListener('scrollend', arrive);
    element.removeEventListener('scroll', restart);
  };
  const finish = () => {
    stop();
    done();
  };
  const arrive = () => {
    if (Math.abs(readInlineScroll(element) - target) <= 1) finish();
  };
  const stillOverTwoFrames = () => {
    frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() =>
        Math.abs(readInlineScroll(element) - lastSeen) > 1 ? restart() : finish(),
      );
    });
  };
  const quietOrMovingOn = () => (Math.abs(readInlineScroll(element) - lastSeen) > 1 ? restart() : stillOverTwoFrames());
  const restart = () => {
    lastSeen = readInlineScroll(element);
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
    timer = window.setTimeout(quietOrMovingOn, QUIET_MS);
  };
  element.addEventListener('scrollend', arrive);
  element.addEventListener('scroll', restart, { passive: true });
  if (Math.abs(readInlineScroll(element) - target) <= 1) restart();
  return stop;
}

/**
 * The release of a drag (and any move to a slide): glides the scroller to the inline position `to`, at once when
 * `instant` (reduced motion), and once it has settled there (or the visitor caught it) clears the
 * drag mark and calls `settled`. Returns the canceller.
 */
export function glideTo(
  scroller: HTMLElement,
  to: number,
  instant: boolean,
  settled: () => void = () => undefined,
): () => void {
  const cancel = whenScrollSettles(scroller, to, () => {
    scroller.toggleAttribute('data-dragging', false);
    settled();
  });
  scrollToInline(scroller, to, instant ? 'instant' : 'smooth');
  return cancel;
}
