import type { Locator, Page } from '@playwright/test';
import type { Search } from '../../src/contentShape/types';
import { caseStudyPath } from '../../src/caseStudies/caseStudyAddress';
import { expect, test } from '../e2e/fixtures';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { fixturePosts } from '../support/fixturePosts';
import { search as enSearch } from '../fixtures/content-full/search';
import { arSearch } from '../fixtures/content-full/languages/ar';
import { ruSearch } from '../fixtures/content-full/languages/ru';

// The fixture's search in its three languages: a word only a post, a case study, a project (and, in
// Russian, which has no posts, an Experience entry) has, each found by the dialog; nothing of the search
// loaded before it is opened; the keyboard; and the search page, which lists everything without script.
test.use({ reducedMotion: 'reduce' });

interface Expected {
  word: string;
  title: string;
  kind: keyof Search['kinds'];
}

const searches: Record<string, { words: Search; finds: Expected[] }> = {
  en: {
    words: enSearch,
    finds: [
      { word: 'Suspense', title: 'Hydrating a page one section at a time', kind: 'post' },
      { word: 'replayed', title: 'Search Chase', kind: 'caseStudy' },
      { word: 'staff', title: 'Task Tracker', kind: 'project' },
    ],
  },
  ru: {
    words: ruSearch,
    finds: [
      { word: 'Берлин', title: 'Ведущий фронтенд-разработчик, Northwind Labs', kind: 'experience' },
      { word: 'стенде', title: 'Погоня за поиском', kind: 'caseStudy' },
      { word: 'сотрудникам', title: 'Трекер задач', kind: 'project' },
    ],
  },
  ar: {
    words: arSearch,
    finds: [
      { word: 'الخيط', title: 'إحياء الصفحة قسمًا بعد قسم', kind: 'post' },
      { word: 'منصة', title: 'مطاردة البحث', kind: 'caseStudy' },
      { word: 'موظفي', title: 'متتبع المهام', kind: 'project' },
    ],
  },
};

/** Requests for the search's own files: the dialog's chunk, MiniSearch and the index. */
const searchFile = /\/assets\/(search-[\w-]+\.json|SearchDialog-[\w-]+\.js|minisearch-[\w-]+\.js)$/;

const searchLink = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: label, exact: true });

/** The count the dialog should tell for its results, in the language's plural form and the browser's digits. */
async function toldCount(dialog: Locator, words: Search, lang: string): Promise<string> {
  const shown = await dialog.getByRole('listitem').count();
  return dialog.evaluate(
    (_, { shown, forms, lang }) =>
      forms[new Intl.PluralRules(lang).select(shown)]!.replace(
        '#',
        new Intl.NumberFormat(lang, { useGrouping: false }).format(shown),
      ),
    { shown, forms: words.resultCount as Record<string, string>, lang },
  );
}

/** The header's search once its shortcut listens: it announces the keys only then. */
async function hydrated(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
}

for (const language of fixtureLanguages) {
  const { lang, path } = language;
  const { words, finds } = searches[lang]!;

  test.describe(`the search in ${lang}`, () => {
    test('finds a post, a case study and a project by a word of theirs, each result a link', async ({ page }) => {
      await page.goto(`./${path}`);
      const button = searchLink(page, words.label);
      await hydrated(button);
      await button.click();
      const dialog = page.getByRole('dialog', { name: words.label });
      const field = dialog.getByRole('searchbox', { name: words.label });
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('placeholder', words.placeholder);
      for (const { word, title, kind } of finds) {
        await field.fill(word);
        const result = dialog.getByRole('listitem').getByRole('link').filter({ hasText: title });
        await expect(result, `"${word}" finds ${title}`).toHaveCount(1);
        await expect(result).toContainText(words.kinds[kind]);
        await expect(dialog.getByRole('status')).toHaveText(await toldCount(dialog, words, lang));
      }
      await field.fill('qqqzzzxxx');
      await expect(dialog.getByRole('status')).toHaveText(words.noResults);
      await expect(dialog.getByRole('listitem')).toHaveCount(0);
    });

    test('loads nothing of the search before it is opened, then its chunk and its own language\u2019s index', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(`./${path}`);
      const button = searchLink(page, words.label);
      await hydrated(button);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((url) => searchFile.test(url))).toEqual([]);
      await page.keyboard.press('/');
      await expect(page.getByRole('dialog', { name: words.label }).getByRole('searchbox')).toBeFocused();
      await expect
        .poll(() => asked.filter((url) => /\/assets\/search-[\w-]+\.json$/.test(url)))
        .toEqual([expect.stringContaining(`/assets/search-${lang}-`)]);
      expect(asked.some((url) => /SearchDialog-[\w-]+\.js$/.test(url))).toBe(true);
    });

    test('opens with / and Ctrl+K, moves by arrow keys, and Escape gives focus back to the button', async ({
      page,
    }) => {
      await page.goto(`./${path}`);
      const button = searchLink(page, words.label);
      await hydrated(button);
      const dialog = page.getByRole('dialog', { name: words.label });
      const field = dialog.getByRole('searchbox');
      await page.keyboard.press('/');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      await page.keyboard.type(finds[2]!.word);
      await expect(dialog.getByRole('listitem').getByRole('link').filter({ hasText: finds[2]!.title })).toHaveCount(1);
      await expect(dialog.getByRole('status')).toHaveText(await toldCount(dialog, words, lang));
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('listitem').getByRole('link').first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Control+k');
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    });

    test('Enter follows the first result to its page', async ({ page }) => {
      await page.goto(`./${path}`);
      const button = searchLink(page, words.label);
      await hydrated(button);
      await page.keyboard.press('/');
      await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
      await page.keyboard.type(finds[1]!.word);
      const first = page.getByRole('dialog').getByRole('listitem').getByRole('link').first();
      await expect(first).toContainText(finds[1]!.title);
      await expect(first).toHaveAttribute('href', `/portfolio/${path}${caseStudyPath('search-chase')}`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/portfolio/${path}${caseStudyPath('search-chase')}$`));
    });
  });

  test.describe(`without script, in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the header\u2019s search leads to a page that lists every project, case study and post, each a link', async ({
      page,
    }) => {
      await page.goto(`./${path}`);
      // No shortcut works without script, so none is announced.
      await expect(searchLink(page, words.label)).not.toHaveAttribute('aria-keyshortcuts');
      await searchLink(page, words.label).click();
      await expect(page).toHaveURL(new RegExp(`/portfolio/${path}search/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.pageTitle);
      const group = (kind: keyof Search['kinds']) =>
        page.getByRole('region', { name: words.kinds[kind], exact: true }).getByRole('listitem').getByRole('link');
      await expect(group('project')).toHaveText(language.content.projects.map((project) => project.title));
      const studies = language.content.projects.filter((project) => project.caseStudy).map((project) => project.title);
      await expect(group('caseStudy')).toHaveText(studies);
      const posts = fixturePosts.find((posts) => posts.lang === lang)?.posts.filter((post) => !post.facts.draft) ?? [];
      if (posts.length > 0) await expect(group('post')).toHaveText(posts.map((post) => post.facts.title));
      else await expect(group('post')).toHaveCount(0);
      await expect(group('experience')).toHaveCount(language.content.experience.entries.length);
      await group('caseStudy').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(studies[0]!);
    });
  });
}

test('keeps what is typed after / while the search\u2019s code is still on its way, Backspace included', async ({
  page,
}) => {
  const { words, finds } = searches.en!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SearchDialog-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  await hydrated(searchLink(page, words.label));
  await page.keyboard.press('/');
  await page.keyboard.type(`${finds[2]!.word}q`);
  await page.keyboard.press('Backspace');
  release();
  const dialog = page.getByRole('dialog', { name: words.label });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expect(dialog.getByRole('searchbox')).toHaveValue(finds[2]!.word);
  await expect(dialog.getByRole('listitem').getByRole('link').filter({ hasText: finds[2]!.title })).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY), 'no typed key reached the page').toBe(0);
});
