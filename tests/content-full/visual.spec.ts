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

for (const width of [360, 768, 1440]) {
  test.describe(`with experience and résumé at ${width} px`, () => {
    test('the first screen', async ({ page }) => {
      await openForSnapshot(page, width);
      await expect(page).toHaveScreenshot(`content-full-first-screen-${width}.png`);
    });

    test('the Experience section', async ({ page }) => {
      await openForSnapshot(page, width);
      await expect(page.locator('#experience')).toHaveScreenshot(`content-full-experience-${width}.png`, {
        stylePath: hideFixedChrome,
      });
    });

    test('the latest posts', async ({ page }) => {
      await openForSnapshot(page, width);
      await expect(page.locator('#writing')).toHaveScreenshot(`content-full-latest-posts-${width}.png`, {
        stylePath: hideFixedChrome,
      });
    });

    test('the footer', async ({ page }) => {
      await openForSnapshot(page, width);
      await expect(page.getByRole('contentinfo')).toHaveScreenshot(`content-full-footer-${width}.png`, {
        stylePath: hideFixedChrome,
      });
    });
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
    test(`the first screen at ${width} px`, async ({ page }) => {
      await openForSnapshot(page, width);
      await expect(page).toHaveScreenshot(`content-full-light-first-screen-${width}.png`);
    });

    test(`a project card at ${width} px`, async ({ page }) => {
      await openForSnapshot(page, width);
      const card = page.locator('#projects li').first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveScreenshot(`content-full-light-card-${width}.png`, { stylePath: hideFixedChrome });
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
