import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { photoFrame, waitForPhotoPlane, withScene } from './scene-helpers';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const margin = 24;

/**
 * Where the accent ring is on screen now, CSS px: the box of the strongly coloured pixels around the
 * DOM photo's box (the field is grey, the page dark; the photo's own glows sit inside the ring).
 */
async function ringOnScreen(page: Page, around: Box, dpr: number): Promise<Box> {
  const clip = { x: around.x - margin, y: around.y - margin, width: around.width + 2 * margin, height: around.height + 2 * margin };
  const { data, info } = await sharp(await page.screenshot({ clip })).raw().toBuffer({ resolveWithObject: true });
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      if (Math.max(r, g, b) - Math.min(r, g, b) < 40) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  }
  return { x: clip.x + left / dpr, y: clip.y + top / dpr, width: (right - left) / dpr, height: (bottom - top) / dpr };
}

/** The largest distance between an edge of the ring and the same edge of the DOM photo, CSS px. */
function offset(ring: Box, dom: Box): number {
  return Math.max(
    Math.abs(ring.x - dom.x),
    Math.abs(ring.y - dom.y),
    Math.abs(ring.x + ring.width - (dom.x + dom.width)),
    Math.abs(ring.y + ring.height - (dom.y + dom.height)),
  );
}

async function domBox(page: Page): Promise<Box> {
  const box = await photoFrame(page).boundingBox();
  if (!box) throw new Error('the photo has no box');
  return box;
}

const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** Waits until a few frames have passed with the scroll still, then measures. */
async function settledOffset(page: Page, dpr: number): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
  const dom = await domBox(page);
  return offset(await ringOnScreen(page, dom, dpr), dom);
}

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
      expect(await settledOffset(page, setup.deviceScaleFactor), 'at the top').toBeLessThanOrEqual(1);

      // A scripted scroll, measured on every step without waiting for the scene to catch up.
      let worst = 0;
      const steps = [...Array(12).keys()].map((step) => Math.round(((step + 1) * setup.partWay) / 12));
      for (const top of [...steps, ...steps.slice(0, -1).reverse(), 0, ...steps]) {
        await scrollTo(page, top);
        const dom = await domBox(page);
        worst = Math.max(worst, offset(await ringOnScreen(page, dom, setup.deviceScaleFactor), dom));
      }
      test.info().annotations.push({ type: 'worst offset while scrolling', description: `${worst.toFixed(1)} px` });

      expect(await settledOffset(page, setup.deviceScaleFactor), 'part-way down').toBeLessThanOrEqual(1);
      await scrollTo(page, 0);
      expect(await settledOffset(page, setup.deviceScaleFactor), 'back at the top').toBeLessThanOrEqual(1);
    });
  });
}
