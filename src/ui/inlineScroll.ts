/**
 * A horizontal scroller's position along its inline axis: 0 at its start edge (the left in
 * left-to-right text, the right in right-to-left text), growing towards its end. Browsers report a
 * right-to-left scroller's `scrollLeft` as 0 at its start and negative towards its end (Chromium,
 * Firefox and WebKit alike today); the carousels read, write and measure positions only through
 * here, in these inline terms, so that fact lives in one place.
 */
export type InlineDirection = 'ltr' | 'rtl';

export function inlineDirection(element: Element): InlineDirection {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The inline position a `scrollLeft` stands for. */
export function inlineFromScrollLeft(scrollLeft: number, direction: InlineDirection): number {
  return direction === 'rtl' ? -scrollLeft || 0 : scrollLeft;
}

/** The `scrollLeft` that puts a scroller at an inline position. */
export function scrollLeftFromInline(position: number, direction: InlineDirection): number {
  return direction === 'rtl' ? -position || 0 : position;
}

/**
 * Horizontal pointer travel (px, positive = to the right) as travel towards the inline end, which
 * drags the row back towards its earlier slides: to the right in left-to-right text, to the left in
 * right-to-left text. Velocities convert the same way.
 */
export function travelTowardsEnd(travelRight: number, direction: InlineDirection): number {
  return direction === 'rtl' ? -travelRight || 0 : travelRight;
}

export function readInlineScroll(scroller: HTMLElement, direction = inlineDirection(scroller)): number {
  return inlineFromScrollLeft(scroller.scrollLeft, direction);
}

export function scrollToInline(scroller: HTMLElement, position: number, behavior: ScrollBehavior): void {
  scroller.scrollTo({ left: scrollLeftFromInline(position, inlineDirection(scroller)), behavior });
}

/** How far a slide's start edge lies from its scroller's padding-box start edge when scrolled to 0. */
export function slideStartOf(slide: Element, scroller: HTMLElement, direction: InlineDirection): number {
  const box = scroller.getBoundingClientRect();
  const slideBox = slide.getBoundingClientRect();
  const fromStart =
    direction === 'rtl'
      ? box.left + scroller.clientLeft + scroller.clientWidth - slideBox.right
      : slideBox.left - box.left - scroller.clientLeft;
  return fromStart + readInlineScroll(scroller, direction);
}
