import type { Page } from '@playwright/test';
import { owner } from '../../src/placeholder/site';
import { templateParams } from '../../src/scene/params';
import { expect, test } from './fixtures';
import { poster } from './poster-helpers';
import {
  collectWarnings,
  measuredSceneCost,
  photoFrame,
  sceneBrowser,
  withoutOffscreenTransfer,
  withScene,
} from './scene-helpers';

test.use(sceneBrowser);

const costDeclined = /costs this machine too much/;

/**
 * Makes every animation frame's first WebGL draw on the page's thread wait `ms` of busy time: the
 * cost of GL that runs on the calling thread (WebKitGTK with llvmpipe). DevTools' CPU throttling
 * cannot stand in for it: it suspends the thread in slices that a 1 ms frame mostly falls between,
 * so the measured cost follows the machine's load rather than the slowdown.
 */
async function withCostlyDraws(page: Page, ms: number): Promise<void> {
  await page.addInitScript((busyMs) => {
    let frame = 0;
    let paidInFrame = -1;
    const countFrames = () => {
      frame += 1;
      requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    const gl = WebGL2RenderingContext.prototype;
    for (const name of ['drawArrays', 'drawElements'] as const) {
      const draw = gl[name] as (...args: unknown[]) => void;
      (gl as unknown as Record<string, unknown>)[name] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
        if (paidInFrame !== frame) {
          paidInFrame = frame;
          const until = performance.now() + busyMs;
          while (performance.now() < until);
        }
        return draw.apply(this, args);
      };
    }
  }, ms);
}

const hosts = [
  { name: 'in its worker', prepare: async () => undefined },
  { name: 'on the main thread (the fallback)', prepare: withoutOffscreenTransfer },
];

for (const host of hosts) {
  test(`?scene=software at full CPU speed: the scene ${host.name} measures its first frames and keeps running`, async ({
    page,
  }) => {
    await host.prepare(page);
    const warnings = collectWarnings(page);
    await page.goto(withScene());
    const text = await measuredSceneCost(page);
    test.info().annotations.push({ type: 'measured cost', description: text });
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'running');
    expect(warnings.filter((warning) => costDeclined.test(warning))).toEqual([]);
  });
}

test("where drawing costs the page's thread three budgets a frame, the scene on the main thread declines itself to the poster and the DOM photo, with one warning", async ({
  page,
}) => {
  await withoutOffscreenTransfer(page);
  await withCostlyDraws(page, 3 * templateParams.cost.mainThreadMsPerFrame);
  const warnings = collectWarnings(page);
  await page.goto(withScene());

  await expect(page.locator('html')).toHaveAttribute('data-scene', 'declined', { timeout: 60_000 });
  expect(warnings.filter((warning) => warning.startsWith('Scene off'))).toEqual([expect.stringMatching(costDeclined)]);
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(poster(page)).toHaveCSS('opacity', '1');
  await expect(photoFrame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
});
