import { owner } from '../../src/placeholder/site';
import { particleCount } from '../../src/scene/math/density';
import { templateParams } from '../../src/scene/params';
import { posterLayouts } from '../../src/sections/poster/posterLayouts';
import { THREE_MARKER } from '../support/distBundle';
import { expect, test } from './fixtures';
import { holdSceneCode, poster, shownPosterDrawing, shownPosterLayout } from './poster-helpers';
import { captureSceneContext, loseSceneContext, restoreSceneContext } from './scene-context';
import {
  expectPhotoUntilted,
  photoFrame,
  sceneBrowser,
  waitForPhotoPlane,
  waitForSceneRunning,
  withScene,
} from './scene-helpers';

test.use(sceneBrowser);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, height, layout] of [
    [360, 740, 'phone'],
    [768, 1024, 'tablet'],
    [1440, 900, 'desktop'],
  ] as const) {
    // Each poster is drawn for its layout's typical viewport, by the scene's density rule.
    const drawnFor = posterLayouts.find((entry) => entry.name === layout)!.viewport;
    const points = particleCount(drawnFor.width, drawnFor.height, templateParams.particles);

    test(`the hero shows the ${layout} poster of the field at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('./');
      await expect(poster(page)).toBeVisible();
      await expect(poster(page)).toHaveCSS('opacity', '1');
      expect(await shownPosterLayout(page)).toEqual([layout]);
      const drawing = await shownPosterDrawing(page);
      expect(drawing.points).toBe(points);
      expect(drawing.links).toBeGreaterThan(0);
      expect(drawing.fillsHero, 'the poster covers the hero exactly, where the scene places the field').toBe(true);
    });
  }
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no script carrying three.js is requested, the poster is the still field and the photo does not tilt', async ({
    page,
  }) => {
    const threeScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (THREE_MARKER.test(await response.text().catch(() => ''))) threeScripts.push(response.url());
    });
    await page.goto(withScene());
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    expect(threeScripts).toEqual([]);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(poster(page)).toBeVisible();
    await expect(poster(page)).toHaveCSS('opacity', '1');
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();

    await expectPhotoUntilted(page);
  });

  test('once the visitor allows motion, the scene loads and the poster fades out under its first frame', async ({
    page,
  }) => {
    const sceneRequests: string[] = [];
    page.context().on('request', (request) => {
      if (/(workerEntry|hostScene)-[\w-]+\.js$/.test(request.url())) sceneRequests.push(request.url());
    });
    await page.goto(withScene());
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    expect(sceneRequests).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await waitForSceneRunning(page);
    await expect(poster(page)).toHaveCSS('opacity', '0');
  });
});

test.describe('with the scene', () => {
  test('the poster stays until the first frame is presented, then fades out in 0.4 s', async ({ page }) => {
    const releaseSceneCode = await holdSceneCode(page);
    await page.goto(withScene());
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'loading', { timeout: 20_000 });
    await expect(poster(page)).toHaveCSS('opacity', '1');
    await expect(poster(page)).toHaveCSS('transition', 'opacity 0.4s ease-out');
    releaseSceneCode();
    await waitForSceneRunning(page);
    await expect(poster(page)).toHaveCSS('opacity', '0');
  });

  test('reduced motion turned on while the scene is loading: no scene appears, and allowing motion loads it', async ({
    page,
  }) => {
    const releaseSceneCode = await holdSceneCode(page);
    await page.goto(withScene());
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'loading', { timeout: 20_000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'off');
    await expect(page.locator('canvas')).toHaveCount(0);
    releaseSceneCode();
    await page.waitForTimeout(2000);
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'off');
    await expect(poster(page)).toHaveCSS('opacity', '1');
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await waitForPhotoPlane(page);
    await expect(poster(page)).toHaveCSS('opacity', '0');
  });

  test('a WebGL context lost in the worker brings the poster back until the restored scene presents a frame', async ({
    page,
  }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await expect(poster(page)).toHaveCSS('opacity', '0');
    const worker = await captureSceneContext(page);
    await loseSceneContext(worker);
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
    await expect(poster(page)).toHaveCSS('opacity', '1');
    await restoreSceneContext(worker);
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'running');
    await expect(poster(page)).toHaveCSS('opacity', '0');
  });
});

test('where the scene is declined (software WebGL, no ?scene=software), the poster stays', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('./');
  await expect.poll(() => warnings.filter((text) => text.includes('Scene off')).length, { timeout: 20_000 }).toBe(1);
  await expect(poster(page)).toBeVisible();
  await expect(poster(page)).toHaveCSS('opacity', '1');
});
