import { publishedOrigin } from '../../scripts/lib/hosts/publishedOrigin.mjs';
import { contentModule, placeholderContentModule } from '../../vite/content/contentModule';
import { expect, test } from '../e2e/fixtures';
import { ownerContent } from '../support/ownerPages';
import { watchCspViolations } from '../support/cspViolations';
import { scrollThrough } from '../support/scrollThrough';
import { openForSnapshot } from '../support/visualPage';

const { site } = ownerContent;
/** Where the build says it lives: SITE_ORIGIN (the workflow passes the Pages origin), the host's own variable, or the content's. */
const origin = (publishedOrigin(process.env)?.origin ?? site.origin).replace(/\/+$/, '');

test('loads under its base path and scrolls through with every file found, nothing logged and no CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto('./');
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('names its published address, and its share card and icons are served', async ({ page, request, baseURL }) => {
  await page.goto('./');
  const base = new URL(baseURL!).pathname;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${base}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${origin}${base}${site.shareImage.path}`,
  );
  for (const href of [site.shareImage.path, 'favicon.svg', 'apple-touch-icon.png', 'icons.svg']) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

// The template's first screen, where the build is of its placeholder (the template's own deploy);
// an owner's pages are held to her own snapshots (tests/owner/visual.spec.ts).
if (contentModule() === placeholderContentModule) {
  test.describe('looks as recorded', () => {
    // See tests/visual/sections.spec.ts: Playwright's injected styles need the policy bypassed.
    test.use({ reducedMotion: 'reduce', bypassCSP: true });

    test('the first screen at 1440 px matches its snapshot', async ({ page }) => {
      await openForSnapshot(page, 1440);
      await expect(page).toHaveScreenshot('first-screen-1440.png');
    });
  });
}
