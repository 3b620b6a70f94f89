import { scrollThrough } from '../support/scrollThrough';
import { expect, test } from './fixtures';

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

    test('the page is exactly as wide as the screen: nothing makes the phone zoom out', async ({ page }) => {
      await page.goto('./');
      await scrollThrough(page);
      const widths = await page.evaluate(() => ({
        layout: window.innerWidth,
        content: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({ layout: width, content: width });
    });
  });
}
