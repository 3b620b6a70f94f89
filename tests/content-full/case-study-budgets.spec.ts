import { caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { languageFontFamily } from '../../scripts/lib/languageFonts.mjs';
import { projects } from '../fixtures/content-full/site';
import { KB } from '../support/distBundle';
import { firstLoad } from '../support/firstLoad';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { postPath } from '../../src/writing/writingAddress';
import { fixturePosts } from '../support/fixturePosts';
import { expect, test } from '../e2e/fixtures';

/** A case study's first load over the network, gzipped as a host sends it (issue #30: as the main page's bar). */
const CASE_STUDY_FIRST_LOAD = 100 * KB;

/**
 * Every study and every post in every language (the posts' pages are built the same way, to the same
 * bar), by its path under the base, with the font its language adds to Poppins (if any).
 */
const studies = fixtureLanguages.flatMap((language) => [
  ...projects
    .filter((project) => project.caseStudy)
    .map((project) => ({
      path: `${language.path}${caseStudyPath(caseStudySlug(project.caseStudy!))}`,
      font: languageFontFamily(language),
    })),
  ...(fixturePosts.find((posts) => posts.lang === language.lang)?.posts ?? [])
    .filter((post) => !post.facts.draft)
    .map((post) => ({ path: `${language.path}${postPath(post.slug)}`, font: languageFontFamily(language) })),
]);

/** Whether a load is a file of a language's own font (`noto-sans-arabic-arabic-400-normal-….woff2`). */
const ofFont = (url: string, family: string | undefined) =>
  family !== undefined &&
  new URL(url).pathname
    .split('/')
    .pop()!
    .startsWith(`${family.toLowerCase().replaceAll(' ', '-')}-`);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  for (const study of studies) {
    test(`${study.path}: first load at ${viewport.width} px at most 100 KB gzip besides its language's font, with no script and nothing of the scene`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const loads = await firstLoad(page, `./${study.path}`);
      // The font a language's script needs is the same files on each of its pages, its main page's
      // first (languages.spec holds that page's first load, the font in it, to the main page's bar):
      // counted apart and reported, so this bar measures what the study itself brings.
      const font = loads.filter((load) => ofFont(load.url, study.font)).reduce((sum, load) => sum + load.bytes, 0);
      const total = loads.reduce((sum, load) => sum + load.bytes, 0) - font;
      test.info().annotations.push({
        type: 'first load',
        description: `${study.path}: ${(total / KB).toFixed(1)} KB${font ? ` + ${(font / KB).toFixed(1)} KB of ${study.font}` : ''} at ${viewport.width} px`,
      });
      expect(total, `${study.path}'s first load`).toBeLessThanOrEqual(CASE_STUDY_FIRST_LOAD);
      expect(
        loads
          .filter((load) => /javascript|wasm/.test(load.type) || /\.(js|glsl)$/.test(new URL(load.url).pathname))
          .map((load) => load.url),
      ).toEqual([]);
      expect(await page.locator('canvas, [data-hero-poster]').count(), 'no scene').toBe(0);
    });
  }
}
