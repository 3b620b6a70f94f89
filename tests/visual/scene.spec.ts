import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { holdSceneCode, poster } from '../e2e/poster-helpers';
import { sceneBrowser, waitForPhotoPlane, waitForSceneRunning, withScene } from '../e2e/scene-helpers';

test.use(sceneBrowser);

/**
 * Stops the clock of the scene's worker, once it has started: the scene's first frame is t = 0 and
 * nothing after it moves (its frame cap also holds every later draw, since no time passes). Resolves
 * once the clock is held.
 */
async function freezeSceneClock(page: Page): Promise<void> {
  const worker = await page.waitForEvent('worker');
  await worker.evaluate(() => {
    const now = performance.now();
    performance.now = () => now;
  });
}

/**
 * Holds the page's timers: the typing title keeps its first title (it holds it for 1.6 s before
 * typing) while the test moves the page's clock on by small steps, just enough for the scene to
 * start and for layouts to reach it.
 */
async function holdPageTimers(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  return () => page.clock.runFor(50);
}

/**
 * The crossfade from the build-time poster to the scene's first frame shows the same field. "Before"
 * is the hero with the canvas already handed to the scene's worker but still blank: the worker's
 * scene code is held on its way. Meanwhile the worker's clock is stopped, so when the code goes
 * through the scene draws its first frame — the field at t = 0, from the same seed — and never moves.
 * "After" is that frame, with the photo plane drawn, once the poster and the DOM photo have faded.
 * The page's own timers are held too, so the typing title shows its first title in both.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the hero just before and just after the crossfade at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const releaseSceneCode = await holdSceneCode(page);
    const clockFrozen = freezeSceneClock(page);
    const tick = await holdPageTimers(page);
    await page.goto(withScene());
    const statusAfterTick = async () => {
      await tick();
      return page.evaluate(() => document.documentElement.dataset.scene);
    };
    await expect.poll(statusAfterTick, { timeout: 20_000 }).toBe('loading');
    await clockFrozen;
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('#home img')).toHaveJSProperty('complete', true);
    await tick();
    const hero = page.locator('#home');
    await expect(hero).toHaveScreenshot(`crossfade-before-${viewport.width}.png`, {
      maxDiffPixelRatio: 0.002,
      threshold: 0.1,
    });

    releaseSceneCode();
    await waitForSceneRunning(page);
    await waitForPhotoPlane(page);
    await expect(poster(page)).toHaveCSS('opacity', '0');
    await expect(hero).toHaveScreenshot(`crossfade-after-${viewport.width}.png`, {
      maxDiffPixelRatio: 0.002,
      threshold: 0.1,
    });
  });
}
