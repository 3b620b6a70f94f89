import { expect, test } from '../e2e/fixtures';
import { holdSceneCode, poster } from '../e2e/poster-helpers';
import { waitForPhotoPlane, withScene } from '../e2e/scene-helpers';

/**
 * The crossfade from the build-time poster to the scene's first frame shows the same field. "Before"
 * is the hero with the canvas already handed to the scene's worker but still blank: the worker's
 * scene code is held on its way. The scene's clock is held at 0: the page starts with motion allowed
 * (so the worker starts), then the visitor asks for reduced motion while the code is held, so the
 * scene draws its still first frame — the field at t = 0, from the same seed — and never moves.
 * "After" is that frame, with the photo plane drawn, once the poster and the DOM photo have faded.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the hero just before and just after the crossfade at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const releaseSceneCode = await holdSceneCode(page);
    await page.goto(withScene());
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'loading', { timeout: 20_000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('#home img')).toHaveJSProperty('complete', true);
    const hero = page.locator('#home');
    await expect(hero).toHaveScreenshot(`crossfade-before-${viewport.width}.png`, { maxDiffPixelRatio: 0.002, threshold: 0.1 });

    releaseSceneCode();
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'running', { timeout: 30_000 });
    await waitForPhotoPlane(page);
    await expect(poster(page)).toHaveCSS('opacity', '0');
    await expect(hero).toHaveScreenshot(`crossfade-after-${viewport.width}.png`, { maxDiffPixelRatio: 0.002, threshold: 0.1 });
  });
}
