import type { Page } from '@playwright/test';

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

/** A one-finger swipe through real touch input (the browser decides what scrolls). */
export async function touchSwipe(page: Page, from: Point, to: Point, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A mouse drag from the middle of `box` by `dx` px. */
export async function mouseDrag(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number): Promise<void> {
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y, { steps: 12 });
  await page.mouse.up();
}
