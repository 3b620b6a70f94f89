import type { Page } from '@playwright/test';
import { headerMenu, owner } from '../../src/placeholder/site';
import { scrollThrough } from '../support/scrollThrough';
import { expect, test } from './fixtures';
import { sceneBrowser, waitForPhotoPlane, withScene } from './scene-helpers';

test.use(sceneBrowser);

/**
 * The script chunks a normal visit scrolled to the end fetches after its first paint, by the name
 * the build gives them before their hash. Each gets a test of its own below; the first test fails,
 * naming the difference, when the build starts or stops fetching one, so the list cannot go stale.
 */
const lazyChunks = [
  'hydrate',
  'rolldown-runtime',
  'react-dom',
  'react',
  'CarouselDrag',
  'use-gesture-react.esm',
  'gsapCore',
  'gsapFlip',
  'ContactForm',
  'en.form',
  'photoTilt',
  'tilt',
  'params',
  'chooseSceneHost',
  'workerEntry',
  'hostScene',
];

/** `assets/ContactForm-PnlTeJqE.js` → `ContactForm`. */
const chunkName = (pathname: string) => pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
const chunkFiles = (name: string) =>
  new RegExp(`/assets/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);

/**
 * Every script the visit fetches that the served HTML does not name. The entry scripts come from the
 * HTML as served, not the live DOM: Vite adds modulepreload links for lazy chunks as it fetches
 * them, which would hide those chunks.
 */
async function lazyScripts(page: Page): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  const response = await page.goto(withScene());
  const html = (await response?.text()) ?? '';
  const entry = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map(
    ([, url]) => new URL(url ?? '', page.url()).pathname,
  );
  await waitForPhotoPlane(page);
  await scrollThrough(page);
  const lazy = () => [...scripts].filter((script) => !entry.includes(script));
  await expect
    .poll(() => lazy().join(' '), {
      message: 'the scene (its worker and its code) and the contact form arrive as lazy chunks',
    })
    .toMatch(/(?=.*workerEntry)(?=.*hostScene)(?=.*ContactForm)/);
  await page.waitForLoadState('networkidle');
  return lazy();
}

test('the chunks fetched after the first paint are the ones each tested below', async ({ page }) => {
  const fetched = [...new Set((await lazyScripts(page)).map(chunkName))].sort();
  expect(fetched, 'lazy chunks of a visit (add a new one to lazyChunks, remove one the build no longer makes)').toEqual(
    [...lazyChunks].sort(),
  );
});

test.describe('a lazy chunk that fails to load', () => {
  test.use({ allowPageErrors: true });

  for (const chunk of lazyChunks) {
    test(`${chunk}: the page stays whole, nothing is thrown, the chunk is asked for again`, async ({
      page,
      context,
    }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      let requests = 0;
      // On the context, so requests from the scene's worker are blocked too.
      await context.route(chunkFiles(chunk), (route) => {
        requests += 1;
        return route.abort('failed');
      });
      await page.goto(withScene());
      await scrollThrough(page);
      await expect.poll(() => requests, `${chunk} is asked for again after it failed`).toBeGreaterThan(1);
      await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
      for (const item of headerMenu) await expect(page.locator(`#${item.target}`), `#${item.target}`).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(uncaught, 'no uncaught error').toEqual([]);
    });
  }
});
