/**
 * What holds for any content with more than one language: a language whose words are written in a
 * file of their own (`words: de`, `de` in `languages/de.ts`) loads them on its page alone; no page
 * loads them with its start-up JS. Words made inside the content module load on every page
 * (docs/content.md § More than one language), so they are not looked for.
 */
import path from 'node:path';
import { contentModule, loadSite } from '../../vite/content/contentModule';
import { KB, STARTUP_JS_BUDGET } from '../support/distBundle';
import { ownWords, pageStartup } from '../support/pageWords';
import { expect, test } from '../e2e/fixtures';
import { ownerOutDir } from '../servers';

const dist = path.resolve(ownerOutDir);
/**
 * The template's three-language owner (`npm run test:owner-shapes`), every language's words in a file
 * of their own, is held to the start-up budget on each page; any other content's figures are reported.
 */
const heldToBudget = contentModule() === path.resolve('tests', 'fixtures', 'shapes', 'trilingual.ts');
const { languages } = await loadSite(contentModule());
const said = languages.flatMap((language) => {
  const words = ownWords(dist, language, languages);
  return words === undefined ? [] : [{ lang: language.lang, words }];
});

for (const language of languages) {
  test(`the ${language.lang} page's start-up JS holds its own words and no other language's written in a file of their own`, () => {
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
