import type { Page } from '@playwright/test';
import { caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { languageFontFamily } from '../../scripts/lib/languageFonts.mjs';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { expect, test } from '../e2e/fixtures';

/** The font families the page declares (its stylesheet's and its language's @font-face rules). */
const declaredFamilies = (page: Page) =>
  page.evaluate(() => [...new Set([...document.fonts].map((face) => face.family.replaceAll('"', '')))]);

/** The fonts Chromium drew the element's text in (DevTools' "Rendered fonts"). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts.map((font) => font.familyName);
}

const [defaultLanguage, ...others] = fixtureLanguages;
const study = defaultLanguage!.content.projects.find((project) => project.caseStudy)!;

for (const language of others) {
  for (const [page, address] of [
    ['main page', language.path],
    ['404 page', `${language.path}404.html`],
    ['case study', `${language.path}${caseStudyPath(caseStudySlug(study.caseStudy!))}`],
  ] as const) {
    test(`the ${language.lang} ${page}'s text is drawn in the font its language declares, where Poppins lacks its script`, async ({
      page: tab,
    }) => {
      await tab.goto(defaultLanguage!.path);
      const designFamilies = new Set(await declaredFamilies(tab));
      await tab.goto(address);
      const languageFamilies = (await declaredFamilies(tab)).filter((family) => !designFamilies.has(family));
      // The fixture's other languages are written in scripts Poppins lacks (Cyrillic, Arabic).
      expect(languageFamilies, `${language.lang} declares a font of its own`).not.toEqual([]);
      const drawn = await drawnFonts(tab, 'h1');
      expect(
        drawn.some((family) => languageFamilies.some((declared) => family.startsWith(declared))),
        `h1 drawn in ${drawn.join(', ')}`,
      ).toBe(true);
    });
  }
}

// Each page offers the other languages by their own names; a page loads only its own language's font.
for (const language of fixtureLanguages) {
  for (const other of fixtureLanguages.filter((named) => named !== language && languageFontFamily(named))) {
    test(`the ${language.lang} page's language switch draws "${other.name}" in ${languageFontFamily(other)}`, async ({
      page,
    }) => {
      await page.goto(language.path);
      const drawn = await drawnFonts(page, `header a[hreflang="${other.lang}"]`);
      expect(
        drawn.every((family) => family.startsWith(languageFontFamily(other)!)),
        `drawn in ${drawn.join(', ')}`,
      ).toBe(true);
    });
  }
}
