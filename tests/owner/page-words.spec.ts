/**
 * What holds for any content with more than one language: each language's page loads its own words
 * and no other language's with its start-up JS, wherever the content writes them.
 */
import path from 'node:path';
import { contentModule, loadSite } from '../../vite/content/contentModule';
import { KB, STARTUP_JS_BUDGET } from '../support/distBundle';
import { ownWords, pageStartup } from '../support/pageWords';
import { expect, test } from '../e2e/fixtures';
import { ownerOutDir } from '../servers';

const dist = path.resolve(ownerOutDir);
/**
 * The template's three-language owner (`npm run test:owner-shapes`) is held to the start-up budget on
 * each page; any other content's figures are reported (its size is its own).
 */
const heldToBudget = contentModule() === path.resolve('tests', 'fixtures', 'shapes', 'trilingual.ts');
const { languages } = await loadSite(contentModule());
const said = languages.flatMap((language) => {
  const words = ownWords(dist, language, languages);
  return words === undefined ? [] : [{ lang: language.lang, words }];
});

for (const language of languages) {
  test(`the ${language.lang} page's start-up JS holds its own words and no other language's`, () => {
    const startup = pageStartup(dist, language);
    test.info().annotations.push({
      type: 'start-up JS',
      description: `${language.lang}: ${(startup.bytes / KB).toFixed(1)} KB gzip`,
    });
    for (const { lang, words } of said) {
      if (lang === language.lang) expect(startup.text, `${lang}'s own words`).toContain(words);
      else expect(startup.text, `${lang}'s words on the ${language.lang} page`).not.toContain(words);
    }
    if (heldToBudget) expect(startup.bytes, 'start-up JS within the budget').toBeLessThanOrEqual(STARTUP_JS_BUDGET);
  });
}
