import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photoBox, ringMargin, settledRingOffset } from './ring-helpers';
import { sceneBrowser, waitForPhotoPlane, withScene } from './scene-helpers';

test.use(sceneBrowser);

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/**
 * How far down to scroll, from where the photo actually is at the top: the setup's distance at most,
 * and never so far that the fixed header reaches the strip around the photo where the ring is looked
 * for (with the photo-on-the-left recipe's `column-reverse` the photo comes first, right below it).
 */
async function partWayFor(page: Page, wanted: number): Promise<number> {
  const photo = await photoBox(page);
  const header = await page.getByRole('banner').boundingBox();
  if (!header) throw new Error('the header has no box');
  return Math.min(wanted, Math.floor(photo.y - ringMargin - (header.y + header.height)));
}

for (const setup of [
  // Part-way: far enough to move the photo, at most as far as the header allows (partWayFor).
  { name: '1440 px', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, partWay: 200 },
  { name: '390 px at 2x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, partWay: 160 },
]) {
  test.describe(`the photo plane stays on the DOM photo at ${setup.name}`, () => {
    test.use({
      viewport: setup.viewport,
      deviceScaleFactor: setup.deviceScaleFactor,
      isMobile: setup.isMobile,
      hasTouch: setup.isMobile,
    });

    test('within 1 px once scrolling stops, part-way down and back', async ({ page }) => {
      test.slow();
      await page.goto(withScene());
      await waitForPhotoPlane(page);
      expect(await settledRingOffset(page, setup.deviceScaleFactor), 'at the top').toBeLessThanOrEqual(1);

      const partWay = await partWayFor(page, setup.partWay);
      test.info().annotations.push({ type: 'scrolled part-way', description: `${partWay} px` });
      expect(partWay, 'room to scroll the photo below the header').toBeGreaterThanOrEqual(12);

      // A scripted scroll down, back and down again, a step a frame, without waiting for the scene.
      const steps = [...Array(12).keys()].map((step) => Math.round(((step + 1) * partWay) / 12));
      for (const top of [...steps, ...steps.slice(0, -1).reverse(), 0, ...steps]) {
        await scrollTo(page, top);
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }

      expect(await settledRingOffset(page, setup.deviceScaleFactor), 'part-way down').toBeLessThanOrEqual(1);
      await scrollTo(page, 0);
      expect(await settledRingOffset(page, setup.deviceScaleFactor), 'back at the top').toBeLessThanOrEqual(1);
    });
  });
}
