/**
 * The fixture's posts (tests/fixtures/content-full/writing/): three in English (one a draft the build
 * leaves out, one not written in Arabic) and two in Arabic, right to left. Their pages, index and tag
 * pages read without script; the language switch leads to the post, or to the language's posts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages, site } from '../fixtures/content-full/site';
import { feedPaths, postPath, tagPath, writingPath } from '../../src/writing/writingAddress';
import { expect, test } from '../e2e/fixtures';
import { fixtureOutDir } from '../servers';
import { watchCspViolations } from '../support/cspViolations';
import { fixturePosts } from '../support/fixturePosts';
import type { Page } from '@playwright/test';

const [english, arabic] = fixturePosts;
const published = english!.posts.filter((post) => !post.facts.draft);
const draft = english!.posts.find((post) => post.facts.draft)!;
const englishOnly = published.find((post) => !arabic!.posts.some((other) => other.slug === post.slug))!;
const withCode = published.find((post) => post.slug === 'lazy-hydration')!;
const { labels } = english!.words;

/** The script files a page asks for, from its first request. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('the index lists the published posts newest first, each leading to its page, and links the feed', async ({
  page,
}) => {
  await page.goto(writingPath);
  await expect(page.getByRole('heading', { level: 1, name: english!.words.title })).toBeVisible();
  // The posts published elsewhere among them: writing-elsewhere.spec.ts.
  await expect(page.locator('.post-list article:not(.post-elsewhere) h2')).toHaveText(
    published.map((post) => post.facts.title),
  );
  await expect(page.getByRole('link', { name: draft.facts.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: labels.feed })).toHaveAttribute('href', `/portfolio/${feedPaths.atom}`);
  await page.getByRole('link', { name: withCode.facts.title }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${postPath(withCode.slug)}$`));
  await expect(page.getByRole('heading', { level: 1, name: withCode.facts.title })).toBeVisible();
});

test('a draft is not built: no page, no entry in the sitemap or the feed', () => {
  expect(existsSync(path.join(fixtureOutDir, postPath(draft.slug)))).toBe(false);
  for (const file of ['sitemap.xml', feedPaths.atom])
    expect(readFileSync(path.join(fixtureOutDir, file), 'utf8')).not.toContain(postPath(draft.slug));
});

test('a post reads without script: headings with anchors, code coloured, its figure, reading time, previous and next, no CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const scripts = scriptRequests(page);
  await page.goto(postPath(withCode.slug));
  const part = page.getByRole('heading', { level: 2 }).first();
  const anchor = part.getByRole('link');
  await expect(anchor).toHaveAttribute('href', `#${await part.getAttribute('id')}`);
  // Highlighted at build time: a keyword drawn in another colour than the code around it.
  const keyword = page.locator('pre code .hljs-keyword').first();
  await expect(keyword).toBeVisible();
  const colours = await keyword.evaluate((node) => [
    getComputedStyle(node).color,
    getComputedStyle(node.closest('code')!).color,
  ]);
  expect(colours[0]).not.toBe(colours[1]);
  const figure = page.locator('.cs-story figure img');
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveJSProperty('complete', true);
  expect(await figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(figure).toHaveAttribute('src', /\/portfolio\/images\/.*\.webp$/);
  await expect(page.getByText(new RegExp(`^${labels.readingTime} \\d+ minutes?$`))).toBeVisible();
  const others = page.getByRole('navigation', { name: labels.otherPosts });
  const index = published.indexOf(withCode);
  await expect(others.getByRole('link')).toHaveText([`${labels.previous}${published[index + 1]!.facts.title}`]);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('a tag shared by two posts has a page listing both, reached from a post\u2019s tag', async ({ page }) => {
  const tag = 'Performance';
  const tagged = published.filter((post) => post.facts.tags?.includes(tag));
  expect(tagged.length).toBe(2);
  await page.goto(postPath(tagged[0]!.slug));
  await page.getByRole('list', { name: labels.tags }).getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${tagPath(tag)}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${labels.tagged} ${tag}` })).toBeVisible();
  await expect(page.locator('.post-list h2')).toHaveText(tagged.map((post) => post.facts.title));
  await page.getByRole('link', { name: labels.allPosts }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${writingPath}$`));
});

test('a post has its own title, canonical, share card, JSON-LD and the feeds in its head', async ({
  page,
  request,
}) => {
  await page.goto(postPath(withCode.slug));
  const url = new URL(`/portfolio/${postPath(withCode.slug)}`, site.origin).href;
  await expect(page).toHaveTitle(`${withCode.facts.title} \u00B7 ${site.title}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new URL(`/portfolio/${feedPaths.atom}`, site.origin).href,
  );
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const card = await request.get(new URL(new URL(image!).pathname, page.url()).href);
  expect(card.headers()['content-type']).toContain('image/jpeg');
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(posting).toMatchObject({
    '@type': 'BlogPosting',
    headline: withCode.facts.title,
    url,
    datePublished: withCode.facts.date,
  });
});

test('the main page links its language\u2019s feeds in its head; a language without posts links none', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new URL(`/portfolio/${feedPaths.atom}`, site.origin).href,
  );
  await page.goto(`${arabic!.path}`);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new URL(`/portfolio/${arabic!.path}${feedPaths.atom}`, site.origin).href,
  );
  const withoutPosts = languages.others.find((language) => !language.words.writing)!;
  await page.goto(`${withoutPosts.lang}/`);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(0);
});

test.describe('a post in Arabic', () => {
  const post = arabic!.posts[0]!;

  test('is in its language and direction, its words and reading time in Arabic, its code still left to right', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(`${arabic!.path}${postPath(post.slug)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: post.facts.title })).toBeVisible();
    // Counted and written as Arabic counts minutes (Intl): the word for minutes, no Latin digit.
    const readingTime = page.getByText(arabic!.words.labels.readingTime);
    await expect(readingTime).toHaveText(/دقيق|دقائق/);
    await expect(readingTime).not.toHaveText(/[0-9]/);
    await expect(page.locator('pre').first()).toHaveCSS('direction', 'ltr');
    await expect(page.getByRole('link', { name: arabic!.words.labels.allPosts })).toHaveAttribute(
      'href',
      `/portfolio/${arabic!.path}${writingPath}`,
    );
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });

  test('its link to another post stays in Arabic', async ({ page }) => {
    await page.goto(`${arabic!.path}${postPath(post.slug)}`);
    await expect(page.locator('.cs-story a[href*="/writing/"]')).toHaveAttribute(
      'href',
      `/portfolio/${arabic!.path}${postPath('css-logical-properties')}`,
    );
  });
});

test.describe('the language switch on a post', () => {
  const arabicName = languages.others.find((language) => language.lang === 'ar')!.name;
  const switchTo = (page: Page, name: string) =>
    page.getByRole('banner').getByRole('link', { name, exact: true }).first();

  test('leads to the same post where the language has it', async ({ page }) => {
    await page.goto(postPath(withCode.slug));
    await switchTo(page, arabicName).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${arabic!.path}${postPath(withCode.slug)}$`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: arabic!.posts.find((post) => post.slug === withCode.slug)!.facts.title,
      }),
    ).toBeVisible();
  });

  test('leads to the language\u2019s posts where it lacks the post, and to its main page where it has none', async ({
    page,
  }) => {
    await page.goto(postPath(englishOnly.slug));
    await expect(switchTo(page, arabicName)).toHaveAttribute('href', `/portfolio/${arabic!.path}${writingPath}`);
    const withoutPosts = languages.others.find((language) => !language.words.writing)!;
    await expect(switchTo(page, withoutPosts.name)).toHaveAttribute('href', `/portfolio/${withoutPosts.lang}/`);
    await switchTo(page, arabicName).click();
    await expect(page.getByRole('heading', { level: 1, name: arabic!.words.title })).toBeVisible();
  });
});

test('the sitemap lists each post in the languages it is written in', async ({ request }) => {
  const sitemap = await (await request.get('sitemap.xml')).text();
  const at = (path: string) => `<loc>${new URL(`/portfolio/${path}`, site.origin).href}</loc>`;
  for (const post of published) expect(sitemap).toContain(at(postPath(post.slug)));
  for (const post of arabic!.posts) expect(sitemap).toContain(at(`${arabic!.path}${postPath(post.slug)}`));
  expect(sitemap).not.toContain(at(`${arabic!.path}${postPath(englishOnly.slug)}`));
  expect(sitemap).toContain(at(writingPath));
});
