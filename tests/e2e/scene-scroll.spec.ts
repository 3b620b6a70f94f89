import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photoBox, ringOffset, ringOnScreen, settledRingOffset } from './ring-helpers';
import { waitForPhotoPlane, withScene } from './scene-helpers';

const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

for (const setup of [
  // Part-way: far enough to move the photo, not so far that the fixed header covers its ring.
  { name: '1440 px', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, partWay: 200 },
  { name: '390 px at 2x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, partWay: 160 },
]) {
  test.describe(`the photo plane stays on the DOM photo at ${setup.name}`, () => {
    test.use({ viewport: setup.viewport, deviceScaleFactor: setup.deviceScaleFactor, isMobile: setup.isMobile, hasTouch: setup.isMobile });

    test('within 1 px once scrolling stops, part-way down and back; the worst offset while scrolling is recorded', async ({ page }) => {
      test.slow();
      await page.goto(withScene());
      await waitForPhotoPlane(page);
      expect(await settledRingOffset(page, setup.deviceScaleFactor), 'at the top').toBeLessThanOrEqual(1);

      // A scripted scroll, measured on every step without waiting for the scene to catch up.
      let worst = 0;
      const steps = [...Array(12).keys()].map((step) => Math.round(((step + 1) * setup.partWay) / 12));
      for (const top of [...steps, ...steps.slice(0, -1).reverse(), 0, ...steps]) {
        await scrollTo(page, top);
        const dom = await photoBox(page);
        worst = Math.max(worst, ringOffset(await ringOnScreen(page, dom, setup.deviceScaleFactor), dom));
      }
      test.info().annotations.push({ type: 'worst offset while scrolling', description: `${worst.toFixed(1)} px` });

      expect(await settledRingOffset(page, setup.deviceScaleFactor), 'part-way down').toBeLessThanOrEqual(1);
      await scrollTo(page, 0);
      expect(await settledRingOffset(page, setup.deviceScaleFactor), 'back at the top').toBeLessThanOrEqual(1);
    });
  });
}
