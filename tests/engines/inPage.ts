import { expect } from 'vitest';
import type { EnginePage } from './driver';
import type { Rect } from './screen';

/*
 * Small questions asked inside the page. Each function is sent to the browser as text, so it uses
 * only its arguments and the page's globals.
 */

/** Whether the element is on the page with a box and not hidden. */
export function isShown(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element || element.closest('[hidden]')) return false;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
}

export function attribute(selector: string, name: string): string | null {
  return document.querySelector(selector)?.getAttribute(name) ?? null;
}

export function hasAttributeValue(selector: string, name: string, value: string): boolean {
  return document.querySelector(selector)?.getAttribute(name) === value;
}

export function box(selector: string): Rect | null {
  const found = document.querySelector(selector)?.getBoundingClientRect();
  return found ? { left: found.left, top: found.top, right: found.right, bottom: found.bottom } : null;
}

/** The element's own opacity times its ancestors', as the visitor sees it. */
export function shownOpacity(selector: string): number {
  let opacity = 1;
  for (let element = document.querySelector(selector); element; element = element.parentElement)
    opacity *= Number(getComputedStyle(element).opacity);
  return opacity;
}

/**
 * Scrolls the element to the middle of the viewport and answers once its box has held still from one
 * animation frame to the next (a reveal's rise or a glide over), as a visitor aims at a control that
 * has stopped moving; false if it still moves after five seconds or is not there.
 */
export async function scrolledToRest(selector: string): Promise<boolean> {
  const element = document.querySelector(selector);
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const place = () => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return `${left} ${top} ${width} ${height}`;
  };
  const deadline = performance.now() + 5000;
  for (let last = place(); performance.now() < deadline;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = place();
    if (now === last) return true;
    last = now;
  }
  return false;
}

/** Whether no CSS transition (a reveal's fade, a colour change) nor a view transition between pages is on its way, so a screenshot shows the page as it settles. */
export function noTransitionUnderway(): boolean {
  return document.getAnimations().every((animation) => {
    const pseudo = animation.effect instanceof KeyframeEffect ? (animation.effect.pseudoElement ?? '') : '';
    return !('transitionProperty' in animation) && !pseudo.startsWith('::view-transition');
  });
}

/** Whether React has claimed every part of the page it hydrates on its own (each section of main, and the footer). */
export function hydrated(): boolean {
  const parts = [...document.querySelectorAll('#main > section, footer')];
  return parts.length > 0 && parts.every((part) => Object.keys(part).some((key) => key.startsWith('__reactFiber$')));
}

export function scrollToY(top: number): void {
  window.scrollTo({ top, behavior: 'instant' });
}

/** Whether the element is at least `ratio` inside `container`'s box, horizontally. */
export function insideHorizontally(selector: string, containerSelector: string, ratio: number): boolean {
  const element = document.querySelector(selector)?.getBoundingClientRect();
  const container = document.querySelector(containerSelector)?.getBoundingClientRect();
  if (!element || !container || element.width === 0) return false;
  const overlap = Math.min(element.right, container.right) - Math.max(element.left, container.left);
  return overlap / element.width >= ratio;
}

/** Resources the page asked for that the server answered with an error status (where the engine reports statuses). */
export function failedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => ((entry as PerformanceResourceTiming).responseStatus ?? 0) >= 400)
    .map((entry) => `HTTP ${(entry as PerformanceResourceTiming).responseStatus}: ${entry.name}`);
}

/** Waits until the page has stopped scrolling (a smooth scroll has landed). */
export async function scrollSettled(page: EnginePage): Promise<void> {
  let previous = Number.NaN;
  let still = 0;
  for (let reads = 0; reads < 100 && still < 3; reads += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const y = await page.evaluate(() => window.scrollY);
    still = y === previous ? still + 1 : 0;
    previous = y;
  }
}

/**
 * Reads until `accept` takes the value or `timeout` ms have passed, one read at a time (a classic
 * WebDriver session answers one command at a time), and returns the last value for the caller's expect.
 */
export async function settle<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Asks `question` in the page until it answers true. */
/** Waits for a carousel's Next button (by its selector) to turn disabled, as it does once the last slide has settled. */
export async function waitForNextDisabled(page: EnginePage, next: string): Promise<void> {
  await waitFor(page, 'Next is disabled at the last slide', hasAttributeValue, next, 'aria-disabled', 'true');
}

export async function waitFor<Args extends unknown[]>(
  page: EnginePage,
  message: string,
  question: (...args: Args) => boolean,
  ...args: Args
): Promise<void> {
  expect(
    await settle(
      () => page.evaluate(question, ...args),
      (answer) => answer === true,
    ),
    message,
  ).toBe(true);
}
