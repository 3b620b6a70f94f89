import { owner } from '../../src/placeholder/site';
import { templateParams } from '../../src/scene/params';
import { expect, test } from './fixtures';
import {
  collectWarnings,
  countSceneDraws,
  drawsDuring,
  photoFrame,
  sceneBrowser,
  setPageHidden,
  waitForPhotoPlane,
  withoutOffscreenTransfer,
  withScene,
} from './scene-helpers';
import { expectSceneBack, expectSceneTakenDown } from './scene-teardown';

test.use(sceneBrowser);

declare global {
  interface Window {
    loseContext?: WEBGL_lose_context | null;
  }
}

test.describe('where a worker cannot render (no transferControlToOffscreen), the same scene runs on the page', () => {
  test.beforeEach(async ({ page }) => {
    await withoutOffscreenTransfer(page);
  });

  test('draws on the main thread without starting a worker, and stops while the tab is hidden', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const draws = await countSceneDraws(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    expect(workers).toEqual([]);
    expect(
      await page.locator('canvas').evaluate((element: HTMLCanvasElement) => element.getContext('webgl2') !== null),
    ).toBe(true);
    await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
    await setPageHidden(page, true);
    await expect.poll(() => drawsDuring(draws, page), { timeout: 10_000 }).toBe(0);
    await setPageHidden(page, false);
    await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
  });

  test('reduced motion turned on takes the scene on the page down; turned off, it runs again from a fresh start', async ({
    page,
  }) => {
    const draws = await countSceneDraws(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectSceneTakenDown(page, draws);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expectSceneBack(page, draws);
  });

  test('a lost WebGL context brings the DOM photo back and stops; a restored one resumes', async ({ page }) => {
    const draws = await countSceneDraws(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.evaluate(() => {
      window.loseContext = document.querySelector('canvas')?.getContext('webgl2')?.getExtension('WEBGL_lose_context');
      window.loseContext?.loseContext();
    });
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
    await expect.poll(() => drawsDuring(draws, page), { timeout: 10_000 }).toBe(0);
    await page.evaluate(() => window.loseContext?.restoreContext());
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'running');
    await expect(photoFrame(page)).toHaveCSS('opacity', '0');
    await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
  });

  test('a context lost again and again is given up at the cap: the poster and the DOM photo stay, with one warning', async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.evaluate(() => {
      window.loseContext = document.querySelector('canvas')?.getContext('webgl2')?.getExtension('WEBGL_lose_context');
    });
    for (let loss = 1; loss < templateParams.maxContextLosses; loss++) {
      await page.evaluate(() => window.loseContext?.loseContext());
      await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
      await page.evaluate(() => window.loseContext?.restoreContext());
      await expect(page.locator('html')).toHaveAttribute('data-scene', 'running');
    }
    await page.evaluate(() => window.loseContext?.loseContext());
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed');
    expect(warnings.filter((warning) => warning.startsWith('Scene off'))).toEqual([
      expect.stringContaining(`lost ${templateParams.maxContextLosses} times`),
    ]);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
  });
});
