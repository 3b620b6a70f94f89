/**
 * Each language's page loads its own words and no other language's (vite/languageModules.ts): read from
 * what dist-fixture/'s main pages load at start-up, the bootstrap, the app and the words they preload;
 * and a page whose words fail to load stays whole.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadSite } from '../../vite/content/contentModule';
import { KB, STARTUP_JS_BUDGET } from '../support/distBundle';
import { holdsText, ownTexts, ownWords, pageStartup } from '../support/pageWords';
import { expect, test } from '../e2e/fixtures';
import { fixtureOutDir } from '../servers';

const dist = path.resolve(fixtureOutDir);
const { languages } = await loadSite(path.resolve('tests', 'fixtures', 'content-full', 'site.ts'));
const said = languages.map((language) => ({ language, words: ownWords(dist, language, languages) }));

test('every language has words of its own, in a chunk of their own', () => {
  expect(said.map(({ language, words }) => [language.lang, words !== undefined])).toEqual([
    ['en', true],
    ['ru', true],
    ['ar', true],
  ]);
});

for (const language of languages) {
  test(`the ${language.lang} page's start-up JS holds its own words and no other language's, within the budget`, () => {
    const startup = pageStartup(dist, language);
    test.info().annotations.push({
      type: 'start-up JS',
      description: `${language.lang}: ${(startup.bytes / KB).toFixed(1)} KB gzip`,
    });
    for (const { language: other, words } of said) {
      if (words === undefined) continue;
      if (other === language) expect(startup.text, `${language.lang}'s own words`).toContain(words);
      else
        expect(
          ownTexts(other, languages).filter((text) => holdsText(startup.text, text)),
          `${other.lang}'s words on the ${language.lang} page`,
        ).toEqual([]);
    }
    // Every optional part on, in every language.
    expect(startup.bytes, 'start-up JS within the budget').toBeLessThanOrEqual(STARTUP_JS_BUDGET);
  });
}

/** The page has hydrated once a carousel's controls are ready. */
const hydrated = (page: Page) => expect(page.locator('[data-ready]').first()).toBeAttached();

test.describe("a language's words that fail to load", () => {
  test.use({ allowPageErrors: true });
  const russian = languages.find(({ lang }) => lang === 'ru')!;
  const wordsChunk = /\/assets\/ru\.words-[\w-]{8}\.js$/;

  test('are asked for again, and the page then answers in its language', async ({ page }) => {
    let requests = 0;
    await page.route(wordsChunk, (route) => (++requests === 1 ? route.abort('failed') : route.continue()));
    await page.goto(russian.path);
    await hydrated(page);
    expect(requests, 'asked for again after it failed').toBeGreaterThan(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: russian.content.interfaceText.menu.open }).click();
    await expect(page.getByRole('dialog', { name: russian.content.interfaceText.menu.label })).toBeVisible();
  });

  test('leave the page as it was prerendered, in its language, with nothing thrown', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const warned = page.waitForEvent('console', (message) => message.type() === 'warning');
    let requests = 0;
    await page.route(wordsChunk, (route) => {
      requests += 1;
      return route.abort('failed');
    });
    await page.goto(russian.path);
    expect((await warned).text()).toContain('The page script did not load');
    expect(requests, 'asked for again after it failed').toBeGreaterThan(1);
    await expect(page.getByRole('heading', { level: 1, name: russian.content.owner.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(uncaught, 'no uncaught error').toEqual([]);
  });
});
