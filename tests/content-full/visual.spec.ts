import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { languageFontFamily } from '../../scripts/lib/languageFonts.mjs';
import { postPath } from '../../src/writing/writingAddress';
import { projects } from '../fixtures/content-full/site';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { openForSnapshot } from '../support/visualPage';

/**
 * How the page looks with its optional parts on, at 360, 768 and 1440 px: the first screen with the
 * résumé button, the Experience timeline, the latest posts, and the footer with their menu items and
 * the résumé link.
 */
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const hideFixedChrome = path.join(import.meta.dirname, '../visual/hide-fixed-chrome.css');

// One load a width; each shot is soft, so a run names every part that changed, not only the first.
for (const width of [360, 768, 1440]) {
  test(`with experience and résumé at ${width} px: the first screen, the Experience section, the latest posts, the footer`, async ({
    page,
  }) => {
    await openForSnapshot(page, width);
    await expect.soft(page).toHaveScreenshot(`content-full-first-screen-${width}.png`);
    for (const [name, part] of [
      ['experience', page.locator('#experience')],
      ['latest-posts', page.locator('#writing')],
      ['footer', page.getByRole('contentinfo')],
    ] as const)
      await expect
        .soft(part, name)
        .toHaveScreenshot(`content-full-${name}-${width}.png`, { stylePath: hideFixedChrome });
  });
}

test('with experience and résumé, the open mobile menu at 360 px', async ({ page }) => {
  await openForSnapshot(page, 360, 740);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page).toHaveScreenshot('content-full-menu-open-360.png');
});

test.describe('in the light scheme', () => {
  test.use({ colorScheme: 'light' });

  for (const width of [360, 1440]) {
    test(`at ${width} px: the first screen and a project card`, async ({ page }) => {
      await openForSnapshot(page, width);
      await expect.soft(page).toHaveScreenshot(`content-full-light-first-screen-${width}.png`);
      const card = page.locator('#projects li').first();
      await card.scrollIntoViewIfNeeded();
      await expect.soft(card).toHaveScreenshot(`content-full-light-card-${width}.png`, { stylePath: hideFixedChrome });
    });
  }
});

const studyWithCode = projects.find((project) => project.caseStudy?.includes('search-chase'))!;

for (const width of [390, 1440]) {
  test(`a case study at ${width} px: the first screen, and the story with its code and gallery`, async ({ page }) => {
    await openForSnapshot(page, width, 900, caseStudyPath(caseStudySlug(studyWithCode.caseStudy!)));
    await expect(page).toHaveScreenshot(`content-full-case-study-first-screen-${width}.png`);
    await expect(page.locator('article')).toHaveScreenshot(`content-full-case-study-article-${width}.png`, {
      stylePath: hideFixedChrome,
    });
  });
}

const rightToLeft = fixtureLanguages.find((language) => language.dir === 'rtl')!;

for (const width of [390, 1440]) {
  test(`the ${rightToLeft.lang} page, right to left, at ${width} px: the first screen and the projects`, async ({
    page,
  }) => {
    await openForSnapshot(page, width, 900, rightToLeft.path);
    const family = languageFontFamily(rightToLeft);
    const { name } = rightToLeft.content.owner;
    await expect
      .poll(() =>
        page.evaluate(([font, text]) => document.fonts.check(`600 16px "${font}"`, text), [family, name] as const),
      )
      .toBe(true);
    await expect(page).toHaveScreenshot(`content-full-rtl-first-screen-${width}.png`);
    await expect(page.locator('#projects')).toHaveScreenshot(`content-full-rtl-projects-${width}.png`, {
      stylePath: hideFixedChrome,
    });
    await expect(page.locator('#writing')).toHaveScreenshot(`content-full-rtl-latest-posts-${width}.png`, {
      stylePath: hideFixedChrome,
    });
  });
}

/** The fixture's post with code, a figure and tags, in each scheme; and in Arabic, right to left. */
const postWithCode = postPath('lazy-hydration');

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`a post in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    for (const width of [390, 1440]) {
      test(`at ${width} px: its code highlighted, its figure and tags`, async ({ page }) => {
        await openForSnapshot(page, width, 900, postWithCode);
        await expect(page.locator('article')).toHaveScreenshot(`content-full-post-${scheme}-${width}.png`, {
          stylePath: hideFixedChrome,
        });
      });
    }
  });
}

test(`the ${rightToLeft.lang} post, right to left, at 390 px`, async ({ page }) => {
  await openForSnapshot(page, 390, 900, `${rightToLeft.path}${postWithCode}`);
  const family = languageFontFamily(rightToLeft);
  await expect.poll(() => page.evaluate((font) => document.fonts.check(`600 16px "${font}"`, 'ا'), family)).toBe(true);
  await expect(page.locator('article')).toHaveScreenshot(`content-full-rtl-post-390.png`, {
    stylePath: hideFixedChrome,
  });
});
