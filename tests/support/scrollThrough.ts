import type { Page } from '@playwright/test';

/** Scrolls to the bottom a viewport at a time, so every lazy part of the page gets its turn. */
export async function scrollThrough(page: Page): Promise<void> {
  let previous = -1;
  for (let step = 0; step < 60; step += 1) {
    const y = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY;
    });
    if (y === previous) return;
    previous = y;
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}
