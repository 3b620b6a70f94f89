import type { Page } from '@playwright/test';
import { headerMenu, owner } from '../../src/placeholder/site';
import { expect, test } from './fixtures';
import {
  collectUncaught,
  collectWarnings,
  photoFrame,
  sceneBrowser,
  waitForPhotoPlane,
  withScene,
} from './scene-helpers';

test.use({ allowPageErrors: true, ...sceneBrowser });

const workerScript = /workerEntry-[\w-]+\.js$/;
const sceneChunk = /hostScene-[\w-]+\.js$/;

/** The page as a visitor sees it without the scene: the photo, every section, no canvas. */
async function expectWholePage(page: Page): Promise<void> {
  await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
  await expect(photoFrame(page)).toHaveCSS('opacity', '1');
  for (const item of headerMenu) await expect(page.locator(`#${item.target}`)).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
}

test('the worker script does not load: asked for again with backoff, then the page carries on with one warning', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  const uncaught = collectUncaught(page);
  let attempts = 0;
  await page.route(workerScript, (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.goto(withScene());
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 30_000 });
  expect(attempts).toBe(3);
  await expectWholePage(page);
  expect(warnings).toEqual([expect.stringContaining('Scene off')]);
  expect(uncaught).toEqual([]);
});

test('the worker throws as it starts: the page carries on with one warning and no uncaught error', async ({ page }) => {
  const warnings = collectWarnings(page);
  const uncaught = collectUncaught(page);
  await page.route(workerScript, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("the scene worker broke");' }),
  );
  await page.goto(withScene());
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 30_000 });
  await expectWholePage(page);
  expect(warnings).toEqual([expect.stringContaining('Scene off')]);
  expect(uncaught).toEqual([]);
});

test('the scene code does not load in the worker: retried, then the page carries on with one warning', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  const uncaught = collectUncaught(page);
  let attempts = 0;
  await page.context().route(sceneChunk, (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.goto(withScene());
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 30_000 });
  expect(attempts).toBeGreaterThan(1);
  await expectWholePage(page);
  expect(warnings).toEqual([expect.stringContaining('Scene off')]);
  expect(uncaught).toEqual([]);
});

test("no WebGL 2 on the worker's OffscreenCanvas: the same scene runs on the main thread instead", async ({ page }) => {
  const uncaught = collectUncaught(page);
  // A worker that answers as Safari 16's does: OffscreenCanvas, but no WebGL 2 on it.
  await page.route(workerScript, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'self.postMessage({ type: "probe", support: "none", renderer: "" });',
    }),
  );
  await page.goto(withScene());
  await waitForPhotoPlane(page);
  expect(
    await page.locator('canvas').evaluate((element: HTMLCanvasElement) => element.getContext('webgl2') !== null),
  ).toBe(true);
  expect(uncaught).toEqual([]);
});

test.describe('a GPU process crash', () => {
  test('the photo is never left out: the DOM photo returns while the context is lost, and the scene comes back', async ({
    page,
    browser,
  }) => {
    test.slow();
    const warnings = collectWarnings(page);
    const uncaught = collectUncaught(page);
    await page.addInitScript(() => {
      const history: string[] = [];
      (window as unknown as { sceneHistory: string[] }).sceneHistory = history;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          if (record.attributeName === 'data-scene') history.push(`scene ${element.dataset.scene}`);
          else history.push(element.hasAttribute('data-under-plane') ? 'photo covered' : 'photo shown');
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scene', 'data-under-plane'] });
    });
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    const history = () => page.evaluate(() => (window as unknown as { sceneHistory: string[] }).sceneHistory);
    const before = (await history()).length;

    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.crashGpuProcess');
    await expect
      .poll(async () => (await history()).slice(before), { timeout: 60_000 })
      .toEqual(['scene lost', 'photo shown', 'scene running', 'photo covered']);
    await expect(photoFrame(page)).toHaveCSS('opacity', '0');
    expect(warnings.length, warnings.join('\n')).toBeLessThanOrEqual(1);
    expect(uncaught).toEqual([]);
  });
});
