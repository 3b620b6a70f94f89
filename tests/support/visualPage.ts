import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** One instant for every snapshot: nothing that reads the clock can differ between runs. */
const FROZEN_AT = new Date('2024-06-03T09:00:00Z');

/**
 * Opens the page the same way every time: the clock installed and paused before any script runs
 * (timers, animation frames and idle callbacks wait, so lazy extras such as the scene stay unloaded),
 * reduced motion (set by the suite), the web font in use, and every image decoded.
 */
export async function openForSnapshot(page: Page, width: number, height = 900, path = './'): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.clock.install({ time: FROZEN_AT.getTime() - 60_000 });
  await page.clock.pauseAt(FROZEN_AT);
  await page.goto(path);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 16px Poppins') && document.fonts.check('16px Poppins')))
    .toBe(true);
}
