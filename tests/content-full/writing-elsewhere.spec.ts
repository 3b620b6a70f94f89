/**
 * The fixture's posts published elsewhere (writing.elsewhere in tests/fixtures/content-full/writing.ts,
 * read into posts-elsewhere.json from tests/fixtures/feeds/): each language's index lists its own
 * feeds' posts among its posts by day, each leading out to its site, and nothing else carries them.
 */
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostElsewhere } from '../../src/contentShape/types';
import { writingPath } from '../../src/writing/writingAddress';
import { expect, test } from '../e2e/fixtures';
import { fixtureOutDir } from '../servers';
import { fixturePosts } from '../support/fixturePosts';

const cache = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'content-full', 'posts-elsewhere.json'), 'utf8'),
) as Record<string, PostElsewhere[]>;
const elsewhereOf = (words: (typeof fixturePosts)[number]['words']) =>
  words.elsewhere!.feeds.flatMap((feed) => cache[feed]!);
const allElsewhere = Object.values(cache).flat();

for (const { lang, dir, path: folder, words, posts } of fixturePosts) {
  const own = posts.filter((post) => !post.facts.draft);
  const elsewhere = elsewhereOf(words);

  test.describe(`the ${lang} index`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`${folder}${writingPath}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    });

    test('lists its own posts and its feeds\u2019 posts in one list, newest first, and no other language\u2019s', async ({
      page,
    }) => {
      const titles = page.locator('.post-list h2');
      await expect(titles).toHaveCount(own.length + elsewhere.length);
      expect((await titles.allTextContents()).sort()).toEqual(
        [...own.map((post) => post.facts.title), ...elsewhere.map((post) => post.title)].sort(),
      );
      // The fixture's days interleave, so in order means mixed.
      const days = await page
        .locator('.post-list article > .post-meta time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(days).toEqual([...days].sort().reverse());
      for (const other of allElsewhere.filter((post) => !elsewhere.includes(post)))
        await expect(page.getByRole('link', { name: other.title })).toHaveCount(0);
    });

    test('leads each post published elsewhere out to its site in a new tab, with no opener, marked with that site, its day and summary', async ({
      page,
    }) => {
      for (const post of elsewhere) {
        const entry = page.locator('.post-list article').filter({ has: page.getByRole('link', { name: post.title }) });
        const link = entry.getByRole('link', { name: post.title });
        await expect(link).toHaveAttribute('href', post.link);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(entry.locator('.post-meta')).toContainText(
          `${words.elsewhere!.publishedOn} ${new URL(post.link).hostname}`,
        );
        await expect(entry.locator('time')).toHaveAttribute('datetime', post.date);
        await expect(entry.getByText(post.summary)).toBeVisible();
      }
    });

    test('at 360 px nothing is wider than the screen and axe finds nothing', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    });
  });
}

test('the site\u2019s feeds, tag pages, post pages and sitemap carry no post published elsewhere', () => {
  const files = readdirSync(fixtureOutDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /(^|\/)writing\//.test(file) && /\.(html|xml|json)$/.test(file) && !/(^|\/)writing\/index\.html$/.test(file),
  );
  expect(files.length).toBeGreaterThan(10);
  for (const file of [...files, 'sitemap.xml']) {
    const text = readFileSync(path.join(fixtureOutDir, file), 'utf8');
    for (const post of allElsewhere) expect(text, file).not.toContain(post.link.replace(/&/g, '&amp;'));
  }
});
