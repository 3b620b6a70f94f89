import { postPath, writingPath } from '../../src/writing/writingAddress';
import { expect, test } from '../e2e/fixtures';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { fixturePosts } from '../support/fixturePosts';

// The fixture's `writing.latest`: its main pages list their language's newest posts after the projects,
// with a menu item; the language without posts (Russian) has neither. Without motion: a card still
// sliding in moves from under the pointer that clicks its link.
test.use({ reducedMotion: 'reduce' });

const listing = fixturePosts.filter(({ words }) => words.latest);
const [english] = fixturePosts;
const count = english!.words.latest!.count!;

for (const language of listing) {
  const { lang, dir, path, words } = language;
  const latest = words.latest!;
  const newest = language.posts.filter(({ facts }) => !facts.draft).slice(0, count);
  const menuTitle = latest.menuTitle;

  test.describe(`the main page in ${lang}`, () => {
    test('lists the newest posts, newest first, each leading to its page, and the way to all of them', async ({
      page,
    }) => {
      await page.goto(`./${path}`);
      const section = page.getByRole('region', { name: latest.title });
      await expect(section).toHaveAttribute('id', 'writing');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      const titles = section.getByRole('article').getByRole('heading', { level: 3 });
      await expect(titles).toHaveText(newest.map(({ facts }) => facts.title));
      expect(
        await section.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).toEqual(newest.map(({ facts }) => facts.date));
      await expect(section.getByRole('article').first()).toContainText(newest[0]!.facts.summary);
      await expect(section.getByRole('link', { name: words.labels.allPosts, exact: true })).toHaveAttribute(
        'href',
        `/portfolio/${path}${writingPath}`,
      );

      await section.getByRole('link', { name: newest[1]!.facts.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/portfolio/${path}${postPath(newest[1]!.slug)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[1]!.facts.title);
    });

    test('offers the section in the header and footer menus, after the projects, as on the page', async ({ page }) => {
      await page.goto(`./${path}`);
      const sectionIds = await page
        .locator('main > section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(sectionIds.indexOf('writing')).toBe(sectionIds.indexOf(latest.after ?? english!.words.latest!.after) + 1);
      for (const menu of [
        page.getByRole('banner').getByRole('navigation'),
        page.getByRole('contentinfo').getByRole('navigation'),
      ]) {
        const targets = await menu
          .first()
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('#')[1]));
        expect(targets.filter((target) => sectionIds.includes(target!))).toEqual(
          sectionIds.filter((id) => targets.includes(id)),
        );
        expect(targets).toContain('writing');
      }
      await page.getByRole('banner').getByRole('link', { name: menuTitle, exact: true }).click();
      await expect(page.locator('#writing')).toBeInViewport();
      await expect(page).toHaveURL(/#writing$/);
    });
  });
}

test('a language without posts has no such section and no menu item for it', async ({ page }) => {
  const without = fixtureLanguages.filter(({ lang }) => !listing.some((language) => language.lang === lang));
  expect(without.length, 'the fixture has a language without posts').toBeGreaterThan(0);
  for (const language of without) {
    await page.goto(`./${language.path}`);
    await expect(page.locator('main > section').first()).toBeVisible();
    await expect(page.locator('#writing')).toHaveCount(0);
    await expect(page.locator('a[href$="#writing"]')).toHaveCount(0);
  }
});

test('the section is in the page as sent, for a visitor without script', async ({ request }) => {
  for (const { path, words, posts } of listing) {
    const html = await (await request.get(`./${path}`)).text();
    const section = html.slice(
      html.indexOf('<section id="writing"'),
      html.indexOf('</section>', html.indexOf('<section id="writing"')),
    );
    for (const { slug } of posts.filter(({ facts }) => !facts.draft).slice(0, count))
      expect(section).toContain(`href="/portfolio/${path}${postPath(slug)}"`);
    expect(section).toContain(words.labels.allPosts);
  }
});
