import { experience, headerMenu, owner } from '../../src/placeholder/site';
import { sectionOrder } from '../../src/layout/menuOrder';
import { menuTitle } from '../support/content';
import { THREE_MARKER } from '../support/distBundle';
import { poster } from './poster-helpers';
import { expect, test } from './fixtures';
import {
  collectWarnings,
  countAnimationFrames,
  countSceneDraws,
  drawsDuring,
  framesDuring,
  photoFrame,
  sceneBrowser,
  setPageHidden,
  waitForPhotoPlane,
  withScene,
} from './scene-helpers';
import { countLiveWorkers, expectSceneBack, expectSceneTakenDown } from './scene-teardown';

test.use(sceneBrowser);

test.describe('the scene, rendered in a worker', () => {
  test.beforeEach(async ({ page }) => {
    await countAnimationFrames(page);
  });

  test('draws into the canvas behind the page from a worker and replaces the photo with its plane', async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    expect(workers.filter((url) => /workerEntry-[\w-]+\.js$/.test(url))).toHaveLength(1);
    const canvas = page.locator('canvas');
    // Its control went to the worker: the page can no longer draw into it.
    expect(
      await canvas.evaluate((element: HTMLCanvasElement) => {
        try {
          element.getContext('webgl2');
          return 'page context';
        } catch {
          return 'transferred';
        }
      }),
    ).toBe('transferred');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    expect(await canvas.boundingBox()).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    // The DOM photo keeps its place and its name for assistive technology.
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeAttached();
    // Links under the canvas stay clickable.
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: menuTitle(headerMenu, 'projects'), exact: true })
      .click();
    await expect(page.locator('#projects')).toBeInViewport();
  });

  test('the page thread never loads three, R3F or postprocessing: only the worker does', async ({ page, request }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    const pageScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    expect(pageScripts.length).toBeGreaterThan(0);
    for (const script of pageScripts) {
      const source = await (await request.get(script)).text();
      expect(THREE_MARKER.test(source), `${script} is three.js`).toBe(false);
    }
  });

  test('animates only while the hero is visible: stops when the tab is hidden and resumes', async ({ page }) => {
    const draws = await countSceneDraws(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
    await setPageHidden(page, true);
    await expect.poll(() => drawsDuring(draws, page), { timeout: 10_000 }).toBe(0);
    expect(await framesDuring(page)).toBe(0);
    await setPageHidden(page, false);
    await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
  });

  test('reduced motion turned on takes the scene down to the poster and the still photo; turned off, the scene comes back', async ({
    page,
  }) => {
    const draws = await countSceneDraws(page);
    const liveWorkers = countLiveWorkers(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectSceneTakenDown(page, draws);
    expect(liveWorkers(), 'the scene worker is ended').toBe(0);
    expect(await framesDuring(page)).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expectSceneBack(page, draws);
    expect(liveWorkers()).toBe(1);
  });

  test('switching reduced motion on and off quickly leaves exactly one scene', async ({ page }) => {
    const draws = await countSceneDraws(page);
    const liveWorkers = countLiveWorkers(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    for (const reducedMotion of ['reduce', 'no-preference', 'reduce', 'no-preference'] as const)
      await page.emulateMedia({ reducedMotion });
    await expectSceneBack(page, draws);
    await page.waitForTimeout(2000);
    await expect(page.locator('canvas')).toHaveCount(1);
    expect(liveWorkers()).toBe(1);
  });

  test('stops once the hero is scrolled away, and resumes when it comes back', async ({ page }) => {
    const draws = await countSceneDraws(page);
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => drawsDuring(draws, page), { timeout: 10_000 }).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
  });

  test('the scene code is requested only after the first paint, and Leva never on a normal load', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('./')).text();
    expect(html, 'the HTML neither loads nor preloads the scene').not.toMatch(/workerEntry|hostScene|TuningPanel/);
    const scripts: { url: string; startTime: number }[] = [];
    page.on('requestfinished', (finished) => {
      if (/\.js$/.test(finished.url())) scripts.push({ url: finished.url(), startTime: finished.timing().startTime });
    });
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    const { timeOrigin, paint } = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    const scene = scripts.filter(({ url }) => /(workerEntry|hostScene)-[\w-]+\.js$/.test(url));
    expect(scene.map(({ url }) => url.replace(/-[\w-]+\.js$/, '').replace(/.*\//, ''))).toEqual([
      'workerEntry',
      'hostScene',
    ]);
    for (const { startTime } of scene) expect(startTime - timeOrigin).toBeGreaterThan(paint ?? Infinity);
    expect(scripts.filter(({ url }) => /TuningPanel|leva/i.test(url))).toEqual([]);
  });

  test('the scene starts only once every section is hydrated, so it never takes the CPU from them', async ({
    page,
  }) => {
    // A phone-class CPU widens the window in which the two could overlap.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const hydratedAtSceneStart = new Promise<Record<string, boolean>>((resolve) => {
      void page.route(/workerEntry-[\w-]+\.js$/, async (route) => {
        resolve(await page.evaluate(hydratedParts));
        await route.continue();
      });
    });
    await page.goto(withScene());
    // Every section the content puts on the page (an owner's Experience too, menu item or not).
    const parts = [...sectionOrder(experience), 'freelance', 'footer'];
    expect(await hydratedAtSceneStart).toEqual(Object.fromEntries(parts.map((part) => [part, true])));
    await waitForPhotoPlane(page);
  });

  test('?tune opens the Leva panel with the scene constants and "Copy params"', async ({ page }) => {
    await page.goto(withScene('./?tune'));
    await expect(page.getByRole('button', { name: 'Copy params' })).toBeVisible({ timeout: 20_000 });
    for (const folder of ['Particles', 'Links', 'Repulse', 'Tilt', 'Bloom']) {
      await expect(page.getByText(folder, { exact: true })).toBeVisible();
    }
  });
});

test.describe('on a machine that draws WebGL in software (this one: SwiftShader)', () => {
  test('the scene is declined without downloading the scene code, and the DOM photo tilts instead', async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    const sceneRequests: string[] = [];
    page.on('request', (request) => {
      if (/hostScene/.test(request.url())) sceneRequests.push(request.url());
    });
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'declined', { timeout: 20_000 });
    expect(warnings).toEqual([expect.stringContaining('?scene=software')]);
    await page.waitForLoadState('networkidle');
    expect(sceneRequests, 'no 230 KB of three.js for a scene that will not run').toEqual([]);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    const box = (await photoFrame(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.5, { steps: 4 });
    await expect(photoFrame(page)).not.toHaveCSS('transform', 'none');
    for (const item of headerMenu) await expect(page.locator(`#${item.target}`)).toBeVisible();
  });

  test('a declined scene stays declined when reduced motion is switched on and off: no second try', async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'declined', { timeout: 20_000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.waitForTimeout(2000);
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'declined');
    await expect(poster(page)).toHaveCSS('opacity', '1');
    expect(workers, 'the probe ran once').toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });
});

test.describe('on a phone with a 2x screen, where the photo is a larger srcset pick', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the photo plane shows the picture, not a black disc, and WebGL reports no error', async ({ page }) => {
    const glErrors: string[] = [];
    page.on('console', (message) => {
      if (/GL_INVALID|GL ERROR/i.test(message.text())) glErrors.push(message.text());
    });
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.waitForTimeout(500);

    // The middle of the plane, where the picture is (inside the accent ring).
    const box = (await photoFrame(page).boundingBox())!;
    const clip = {
      x: box.x + box.width * 0.35,
      y: box.y + box.height * 0.35,
      width: box.width * 0.3,
      height: box.height * 0.3,
    };
    const png = (await page.screenshot({ clip })).toString('base64');
    const brightness = await page.evaluate(async (data) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4) sum += (pixels[i]! + pixels[i + 1]! + pixels[i + 2]!) / 3;
      return sum / (pixels.length / 4);
    }, png);
    expect(
      brightness,
      'mean brightness of the picture on the plane (black is 0, the picture about 50)',
    ).toBeGreaterThan(25);
    expect(glErrors).toEqual([]);
  });
});

/** For the top element of each part React hydrates on its own (by its heading's id stem, or tag): whether React has claimed it yet. */
function hydratedParts(): Record<string, boolean> {
  const claimed = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  return Object.fromEntries(
    [...document.querySelectorAll('#main > section, body footer')].map((part) => [
      part.getAttribute('aria-labelledby')?.replace(/-title$/, '') ?? part.localName,
      claimed(part),
    ]),
  );
}
