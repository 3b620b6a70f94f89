import { headerMenu, owner } from '../../src/content/site';
import { expect, test } from './fixtures';
import { countAnimationFrames, drawsDuring, framesDuring, photoFrame, setPageHidden, waitForPhotoPlane, withScene } from './scene-helpers';

test.describe('3D backdrop', () => {
  test.beforeEach(async ({ page }) => {
    await countAnimationFrames(page);
  });

  test('draws into a WebGL 2 canvas behind the page and replaces the photo with its plane', async ({ page }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    const canvas = page.locator('canvas');
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.getContext('webgl2') !== null)).toBe(true);
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    const box = await canvas.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    // The DOM photo keeps its place and its name for assistive technology.
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeAttached();
    // Links under the canvas stay clickable.
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.locator('#projects')).toBeInViewport();
  });

  test('animates only while the hero is visible: stops when the tab is hidden and resumes', async ({ page }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await expect.poll(() => framesDuring(page)).toBeGreaterThan(0);
    await setPageHidden(page, true);
    await expect.poll(() => framesDuring(page), { timeout: 10_000 }).toBe(0);
    await setPageHidden(page, false);
    await expect.poll(() => framesDuring(page)).toBeGreaterThan(0);
  });

  test('stops under reduced motion, and runs again when motion is allowed', async ({ page }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => framesDuring(page), { timeout: 10_000 }).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => framesDuring(page)).toBeGreaterThan(0);
  });

  test('stops once the hero is scrolled away, and resumes when it comes back', async ({ page }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => framesDuring(page), { timeout: 10_000 }).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => framesDuring(page)).toBeGreaterThan(0);
  });

  test('a lost WebGL context brings the DOM photo back and stops; a restored one resumes', async ({ page }) => {
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    await page.evaluate(() => {
      const context = document.querySelector('canvas')?.getContext('webgl2');
      (window as unknown as { loseContext?: WEBGL_lose_context | null }).loseContext = context?.getExtension('WEBGL_lose_context');
      (window as unknown as { loseContext: WEBGL_lose_context }).loseContext.loseContext();
    });
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
    await expect.poll(() => drawsDuring(page), { timeout: 10_000 }).toBe(0);
    await page.evaluate(() => (window as unknown as { loseContext: WEBGL_lose_context }).loseContext.restoreContext());
    await expect(photoFrame(page)).toHaveCSS('opacity', '0');
    await expect.poll(() => drawsDuring(page)).toBeGreaterThan(0);
  });

  test('the scene chunk is requested only after the first paint, and Leva never on a normal load', async ({ page, request }) => {
    const html = await (await request.get('./')).text();
    expect(html, 'the HTML neither loads nor preloads the scene').not.toMatch(/mountBackdrop|TuningPanel/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const chunk = performance.getEntriesByType('resource').find((entry) => /mountBackdrop-[\w-]+\.js$/.test(entry.name));
      return { paint: paint?.startTime, chunk: chunk?.startTime };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.chunk).toBeDefined();
    expect(timing.chunk ?? 0).toBeGreaterThan(timing.paint ?? Infinity);
    expect(scripts.filter((url) => /TuningPanel|leva/i.test(url))).toEqual([]);
  });

  test('?tune opens the Leva panel with the scene constants and "Copy params"', async ({ page }) => {
    await page.goto(withScene('./?tune'));
    await expect(page.getByRole('button', { name: 'Copy params' })).toBeVisible({ timeout: 20_000 });
    for (const folder of ['Particles', 'Links', 'Repulse', 'Tilt', 'Bloom']) {
      await expect(page.getByText(folder, { exact: true })).toBeVisible();
    }
  });
});

test.describe('when the scene chunk cannot load', () => {
  test.use({ allowPageErrors: true });

  test('the page stays whole, retries, then warns once without an uncaught error', async ({ page }) => {
    const uncaught: string[] = [];
    const warnings: string[] = [];
    let attempts = 0;
    page.on('pageerror', (error) => uncaught.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/mountBackdrop-[\w-]+\.js$/, (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.goto(withScene());
    await expect.poll(() => warnings.filter((text) => text.includes('Backdrop off')).length, { timeout: 30_000 }).toBe(1);
    expect(attempts).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    for (const item of headerMenu) await expect(page.locator(`#${item.target}`)).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });
});

test.describe('on a machine that draws WebGL in software (this one: SwiftShader)', () => {
  test('the backdrop stays off without downloading its chunk, and the DOM photo tilts instead', async ({ page }) => {
    const warnings: string[] = [];
    const sceneRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('request', (request) => {
      if (/mountBackdrop/.test(request.url())) sceneRequests.push(request.url());
    });
    await page.goto('./');
    await expect.poll(() => warnings.filter((text) => text.includes('Backdrop off')), { timeout: 20_000 }).toEqual([
      expect.stringContaining('?scene=software'),
    ]);
    await page.waitForLoadState('networkidle');
    expect(sceneRequests, 'no 290 KB of three.js for a backdrop that will not run').toEqual([]);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(photoFrame(page)).toHaveCSS('opacity', '1');
    const box = (await photoFrame(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.5, { steps: 4 });
    await expect(photoFrame(page)).not.toHaveCSS('transform', 'none');
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
    const clip = { x: box.x + box.width * 0.35, y: box.y + box.height * 0.35, width: box.width * 0.3, height: box.height * 0.3 };
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
    expect(brightness, 'mean brightness of the picture on the plane (black is 0, the picture about 50)').toBeGreaterThan(25);
    expect(glErrors).toEqual([]);
  });
});
