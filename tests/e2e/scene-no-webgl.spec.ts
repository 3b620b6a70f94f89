import { headerMenu, owner } from '../../src/placeholder/site';
import { expect, test } from './fixtures';
import { poster } from './poster-helpers';
import { collectWarnings, photoFrame, sceneBrowser, withScene } from './scene-helpers';

test.use({
  ...sceneBrowser,
  launchOptions: {
    ...sceneBrowser.launchOptions,
    args: [...sceneBrowser.launchOptions.args, '--disable-webgl', '--disable-3d-apis'],
  },
});

test('the photo, the poster of the field, every section and the CSS tilt are still there, with one quiet warning', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  // Chromium's flags turn WebGL off for pages but not for a worker's OffscreenCanvas: the worker is
  // made to answer as it would in such a browser.
  await page.route(/workerEntry-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'self.postMessage({ type: "probe", support: "none", renderer: "" });',
    }),
  );
  await page.goto(withScene());
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'declined', { timeout: 20_000 });
  expect(warnings).toEqual([expect.stringContaining('WebGL 2 is not available')]);
  await expect(page.locator('canvas')).toHaveCount(0);
  const photo = page.getByRole('img', { name: owner.photo.alt });
  await expect(photo).toBeVisible();
  await expect(photoFrame(page)).toHaveCSS('opacity', '1');
  await expect(poster(page)).toBeVisible();
  await expect(poster(page)).toHaveCSS('opacity', '1');
  for (const item of headerMenu) await expect(page.locator(`#${item.target}`)).toBeVisible();

  const box = await photoFrame(page).boundingBox();
  if (!box) throw new Error('the photo has no box');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.5, { steps: 4 });
  await expect(photoFrame(page)).not.toHaveCSS('transform', 'none');
  await page.mouse.move(10, 600, { steps: 4 });
  await expect
    .poll(() => photoFrame(page).evaluate((element) => getComputedStyle(element).transform), { timeout: 5000 })
    .toMatch(/^(none|matrix3d\(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0\.00125, 0, 0, 0, 1\))$/);
});
