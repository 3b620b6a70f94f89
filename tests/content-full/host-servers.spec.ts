import type { APIResponse } from '@playwright/test';
import { caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { postPath, writingPath } from '../../src/writing/writingAddress';
import { projects } from '../fixtures/content-full/site';
import { expect, test } from '../e2e/fixtures';
import { sceneBrowser, waitForSceneRunning, withScene } from '../e2e/scene-helpers';
import { fixtureOutDir, subpathBase } from '../servers';
import { watchCspViolations } from '../support/cspViolations';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { fixturePosts } from '../support/fixturePosts';
import { hostServers, type HostServer } from '../support/hostServers';

test.use(sceneBrowser);

// The fixture's build (languages, case studies, the light scheme's script) under the sub-path,
// served by real nginx and Caddy with the configurations the build wrote (scripts/lib/hosts/).

const [, translated] = fixtureLanguages;
const study = caseStudyPath(caseStudySlug(projects.find((project) => project.caseStudy)!.caseStudy!));
const [, rightToLeftPosts] = fixturePosts;
/** A post with code coloured at build time, in the right-to-left language. */
const post = `${rightToLeftPosts!.path}${postPath(rightToLeftPosts!.posts[0]!.slug)}`;

/** What every response carries, whatever its file. */
const everyFile = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The policy the served page's `<meta>` states. */
async function metaPolicy(response: APIResponse): Promise<string> {
  const html = await response.text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  expect(policy, 'the page keeps its <meta> policy').toBeTruthy();
  return policy!.replaceAll('&#39;', "'");
}

async function expectSecurityHeaders(response: APIResponse): Promise<void> {
  const headers = response.headers();
  expect(headers).toMatchObject(everyFile);
  expect(
    Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
    'HSTS for a year or more',
  ).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

/** A page's header policy is its own `<meta>` policy, which may not forbid framing, plus `frame-ancestors 'none'`. */
async function expectPagePolicy(response: APIResponse): Promise<void> {
  await expectSecurityHeaders(response);
  expect(response.headers()['content-security-policy']).toBe(`${await metaPolicy(response)}; frame-ancestors 'none'`);
  expect(response.headers()['cache-control'] ?? '', 'a page is never cached as immutable').not.toContain('immutable');
}

for (const [name, start] of Object.entries(hostServers)) {
  test.describe(`${name} with the build's configuration`, () => {
    let server: HostServer;
    const url = (path = '') => `${server.origin}${subpathBase}${path}`;
    test.beforeAll(async () => {
      server = await start(fixtureOutDir, subpathBase);
    });
    test.afterAll(() => server?.stop());

    test("each page type carries every header, its policy its own page's", async ({ request }) => {
      for (const path of [
        '',
        `${translated!.path}`,
        study,
        `${translated!.path}${study}`,
        writingPath,
        post,
        'index.html',
      ]) {
        const response = await request.get(url(path));
        expect(response.status(), path).toBe(200);
        await expectPagePolicy(response);
      }
    });

    test('a hashed asset is cached as immutable, with every header', async ({ request }) => {
      const page = await (await request.get(url())).text();
      const script = /src="[^"]*\/(assets\/[^"]+\.js)"/.exec(page)![1]!;
      const response = await request.get(url(script));
      expect(response.status()).toBe(200);
      await expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    test('a language folder asked for without its slash is sent to it once, and answers', async ({ request }) => {
      const folder = translated!.path.slice(0, -1);
      const redirect = await request.get(url(folder), { maxRedirects: 0 });
      expect([301, 308]).toContain(redirect.status());
      expect(new URL(redirect.headers()['location']!, url(folder)).href).toBe(url(translated!.path));
      expect((await request.get(url(translated!.path), { maxRedirects: 0 })).status()).toBe(200);
    });

    for (const language of fixtureLanguages) {
      test(`a missing ${language.lang} address gets that language's 404 page and its headers`, async ({ request }) => {
        const response = await request.get(url(`${language.path}no-such-page`));
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain(`lang="${language.lang}"`);
        expect(html).toContain(language.content.site.notFound.title);
        await expectPagePolicy(response);
      });
    }

    test('Chromium finds no policy violation on the main page with the scene running, then at its contacts', async ({
      page,
    }) => {
      const violations = await watchCspViolations(page);
      await page.goto(url(withScene()));
      await waitForSceneRunning(page);
      await page.goto(url('#contacts'));
      await expect(page.locator('#contacts')).toBeInViewport();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });

    test('Chromium finds no policy violation on a language page, a case study, the posts and a post', async ({
      page,
    }) => {
      const violations = await watchCspViolations(page);
      for (const path of [translated!.path, `${translated!.path}${study}`, writingPath, post]) {
        await page.goto(url(path));
        await page.waitForLoadState('networkidle');
      }
      expect(await violations()).toEqual([]);
    });

    test.describe('404 pages', () => {
      // The page's own status is the 404 under test, not a problem of the page.
      test.use({ allowPageErrors: true });
      test("Chromium finds no policy violation on each language's 404 page", async ({ page, pageProblems }) => {
        const violations = await watchCspViolations(page);
        for (const language of fixtureLanguages) {
          await page.goto(url(`${language.path}no-such-page`));
          await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
          await page.waitForLoadState('networkidle');
        }
        expect(await violations()).toEqual([]);
        const ownStatus = /(^HTTP 404: |status of 404 \(Not Found\) \().*\/no-such-page\)?$/;
        expect(pageProblems.filter((problem) => !ownStatus.test(problem))).toEqual([]);
      });
    });
  });
}
