import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Counts requestAnimationFrame calls made by the page (GSAP's ticker, scroll-spy, any loop).
 * Install with `page.addInitScript(countAnimationFrames)` before navigating.
 */
export function countAnimationFrames(): void {
  const counter = window as unknown as { animationFrameCalls: number };
  counter.animationFrameCalls = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    counter.animationFrameCalls += 1;
    return request(callback);
  };
}

/** Animation-frame requests the page makes during one second. */
export async function animationFramesPerSecond(page: Page): Promise<number> {
  const read = () => page.evaluate(() => (window as unknown as { animationFrameCalls: number }).animationFrameCalls);
  const before = await read();
  await page.waitForTimeout(1000);
  return (await read()) - before;
}

/**
 * From now on (fonts loaded, page settled), sums layout shifts not caused by input; read the sum
 * with `layoutShiftTotal`. Shifts during the initial load are the foundation's, not the motion's.
 */
export async function startLayoutShiftCount(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const store = window as unknown as { layoutShifts: number };
    store.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) store.layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
}

export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);
}

interface Point {
  x: number;
  y: number;
}

/** Milliseconds between two events of a synthetic gesture, as from a 60 Hz touch screen or mouse. */
const INPUT_INTERVAL_MS = 16;

/**
 * Timestamps for a gesture's events at a fixed pace. The carousels project the release velocity
 * (distance over time between the last two moves) to choose a slide; events stamped whenever the
 * protocol happened to deliver them turned a steady swipe into a flick, one slide further, whenever
 * two of them arrived a few ms apart on a loaded machine.
 */
function pacedClock(): () => number {
  const start = Date.now() / 1000;
  let tick = 0;
  return () => start + (tick++ * INPUT_INTERVAL_MS) / 1000;
}

/** A one-finger swipe through real touch input (the browser decides what scrolls), at a steady pace. */
export async function touchSwipe(page: Page, from: Point, to: Point, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = pacedClock();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: at() });
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }], timestamp: at() });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at() });
  await cdp.detach();
}

/** A mouse drag from the middle of `box` by `dx` px, at a steady pace. */
export async function mouseDrag(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  dx: number,
  steps = 12,
): Promise<void> {
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const at = pacedClock();
  const send = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, pressed: boolean) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x,
      y: start.y,
      button: pressed || type === 'mouseReleased' ? 'left' : 'none',
      buttons: pressed ? 1 : 0,
      clickCount: type === 'mouseMoved' ? 0 : 1,
      timestamp: at(),
    });
  await send('mouseMoved', start.x, false);
  await send('mousePressed', start.x, true);
  for (let step = 1; step <= steps; step += 1) await send('mouseMoved', start.x + (dx * step) / steps, true);
  await send('mouseReleased', start.x + dx, false);
  await cdp.detach();
}

/**
 * A mouse click where the control is on screen, as a visitor's. Playwright's `click()` first
 * scrolls a control lying in the html's `scroll-padding` (the fixed header's height at the top, the
 * go-to-top clearance at the bottom) to the viewport's middle itself, which would move the page for
 * the page.
 */
export async function clickWhereItIs(page: Page, control: Locator): Promise<void> {
  await expect(control, 'on screen, where a visitor can click it').toBeInViewport();
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Every title written into the animated title, in order, from the moment this is called. */
export function recordTitleWrites(): void {
  const typed = document.querySelector('#home [data-longest] span span');
  const store = window as unknown as { titleWrites: string[] };
  store.titleWrites = [];
  if (!typed) throw new Error('no animated title');
  new MutationObserver((records) => {
    for (const record of records.slice(1)) store.titleWrites.push(record.oldValue ?? '');
    store.titleWrites.push(typed.textContent ?? '');
  }).observe(typed, { characterData: true, characterDataOldValue: true, subtree: true });
}

/** What `recordTitleWrites` has recorded so far. */
export const titleWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { titleWrites: string[] }).titleWrites);
