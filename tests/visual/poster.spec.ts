import { expect, test } from '../e2e/fixtures';

// The hero as it paints without JavaScript: the field's poster behind the text and the photo.
test.use({ javaScriptEnabled: false });

for (const [width, height] of [
  [360, 740],
  [768, 1024],
  [1440, 900],
] as const) {
  test(`the hero with the poster of the field, JavaScript off, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('600 16px Poppins') && document.fonts.check('16px Poppins')))
      .toBe(true);
    await expect(page.locator('#home img')).toHaveJSProperty('complete', true);
    await expect(page.locator('#home')).toHaveScreenshot(`poster-hero-${width}.png`);
  });
}
