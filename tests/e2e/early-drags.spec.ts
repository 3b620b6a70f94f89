import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appScript, dragScript, holdRequests, painted } from './hold-scripts';
import { mouseDrag } from './motion-helpers';

const carousels: { width: number; name: string; hash: string; scroller: (page: Page) => Locator }[] = [
  {
    width: 1440,
    name: 'the feedback quotes',
    hash: '#feedback',
    scroller: (page) => page.getByRole('group', { name: 'Quotes' }),
  },
  {
    width: 800,
    name: 'the project row',
    hash: '#projects',
    scroller: (page) => page.getByRole('list', { name: 'Projects' }),
  },
];

const heldScripts = [
  { held: 'the page script', script: appScript },
  { held: 'the drag code', script: dragScript },
];

/**
 * Where the scroller rests once it has stopped (two frames alike), and whether that is a slide's
 * snap position (its start less the scroll padding, within the scrollable range); undefined while it moves.
 */
const restingPlace = (scroller: Locator) =>
  scroller.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = element.scrollLeft;
    await frame();
    await frame();
    if (element.scrollLeft !== before) return undefined;
    const box = element.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0;
    const end = element.scrollWidth - element.clientWidth;
    const rests = [...element.children].map((slide) => {
      const start = slide.getBoundingClientRect().left - box.left - element.clientLeft + element.scrollLeft;
      return Math.min(Math.max(start - padding, 0), end);
    });
    return { scrollLeft: before, snapped: rests.some((rest) => Math.abs(rest - before) <= 1) };
  });

const DRAG_PX = 200;

/**
 * Once the row rests: whether it has moved from `start` by at least half the drag in the drag's
 * direction (`along` 1: on, towards the end; -1: back), and rests snapped.
 */
async function movedFrom(scroller: Locator, start: number, along: 1 | -1 = 1) {
  const place = await restingPlace(scroller);
  return place && { movedOn: (place.scrollLeft - start) * along >= DRAG_PX / 2, snapped: place.snapped };
}

/**
 * The direction the row still has room to go by a drag: on when half a drag fits before its end,
 * else back. With few slides (an owner's three projects at 800 px) the first drag reaches the end.
 */
const roomFrom = (scroller: Locator, at: number) =>
  scroller.evaluate((element, [from, half]) => (element.scrollWidth - element.clientWidth - from >= half ? 1 : -1), [
    at,
    DRAG_PX / 2,
  ] as const);

for (const { width, name, hash, scroller } of carousels) {
  for (const { held, script } of heldScripts) {
    test(`at ${width} px, ${name} follow a mouse drag made before ${held} has arrived`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const release = await holdRequests(page, script);
      const requested = page.waitForRequest(script);
      await page.goto(`./${hash}`);
      await painted(page);
      await requested;
      const row = scroller(page);
      await row.scrollIntoViewIfNeeded();
      const start = await row.evaluate((element) => element.scrollLeft);

      await mouseDrag(page, (await row.boundingBox())!, -DRAG_PX);
      await expect
        .poll(() => movedFrom(row, start), { message: 'the row moved on and snapped to a slide' })
        .toEqual({ movedOn: true, snapped: true });

      // Once the drag code is there, it takes the next drag.
      release();
      await expect(row, 'drag code ready').toHaveCSS('cursor', 'grab');
      const moved = (await restingPlace(row))!.scrollLeft;
      const along = await roomFrom(row, moved);
      await mouseDrag(page, (await row.boundingBox())!, -along * DRAG_PX);
      await expect.poll(() => movedFrom(row, moved, along)).toEqual({ movedOn: true, snapped: true });
    });
  }
}
