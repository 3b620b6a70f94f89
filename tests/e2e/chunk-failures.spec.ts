import type { Page } from '@playwright/test';
import { headerMenu, owner } from '../../src/content/site';
import { scrollThrough } from '../support/scrollThrough';
import { expect, test } from './fixtures';
import { waitForPhotoPlane, withScene } from './scene-helpers';

/**
 * Every script chunk the page fetches after its first paint, on a normal visit scrolled to the end.
 * The entry scripts come from the served HTML, not the live DOM: Vite adds modulepreload links for
 * lazy chunks as it fetches them, which would hide those chunks.
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
    .poll(() => lazy().join(' '), { message: 'the scene (its worker and its code) and the contact form arrive as lazy chunks' })
    .toMatch(/(?=.*workerEntry)(?=.*hostScene)(?=.*ContactForm)/);
  await page.waitForLoadState('networkidle');
  return lazy();
}

test.describe('each lazy chunk blocked in turn', () => {
  test.use({ allowPageErrors: true });

  test('the page stays whole: every section is shown, nothing is thrown, the chunk is asked for again', async ({ page, browser }) => {
    test.slow();
    const chunks = await lazyScripts(page);
    expect(chunks.length, 'the build loads the scene and the form lazily').toBeGreaterThan(1);
    test.info().annotations.push({ type: 'lazy chunks', description: chunks.join(', ') });

    for (const chunk of chunks) {
      const context = await browser.newContext();
      const blocked = await context.newPage();
      const uncaught: string[] = [];
      blocked.on('pageerror', (error) => uncaught.push(error.message));
      let requests = 0;
      // On the context, so requests from the scene's worker are blocked too.
      await context.route(`**${chunk}`, (route) => {
        requests += 1;
        return route.abort('failed');
      });
      await blocked.goto(new URL(withScene(), test.info().project.use.baseURL).href);
      await scrollThrough(blocked);
      await expect.poll(() => requests, `${chunk} is asked for again after it failed`).toBeGreaterThan(1);
      await expect(blocked.getByRole('heading', { level: 1, name: owner.name }), chunk).toBeVisible();
      for (const item of headerMenu) await expect(blocked.locator(`#${item.target}`), `${chunk}: #${item.target}`).toBeVisible();
      await expect(blocked.getByRole('contentinfo'), chunk).toBeVisible();
      expect(uncaught, `${chunk}: no uncaught error`).toEqual([]);
      await context.close();
    }
  });
});
