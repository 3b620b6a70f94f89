import { expect, test } from '../e2e/fixtures';
import { waitForPhotoPlane, withScene } from '../e2e/scene-helpers';

// Reduced motion stops the scene clock at 0, so the seeded field is drawn at its start positions:
// the same picture on every run.
test.use({ reducedMotion: 'reduce' });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`hero with the link field and the photo plane at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(withScene());
    await page.evaluate(() => document.fonts.ready);
    await waitForPhotoPlane(page);
    await expect(page).toHaveScreenshot(`scene-hero-${viewport.width}.png`, { maxDiffPixelRatio: 0.002, threshold: 0.1 });
  });
}
