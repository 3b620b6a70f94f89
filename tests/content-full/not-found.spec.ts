import type { Page } from '@playwright/test';
import { watchCspViolations } from '../support/cspViolations';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { expect, test } from '../e2e/fixtures';

/**
 * The font families the page declares for its own text (its stylesheet's and its language's
 * @font-face rules), leaving out the language switch's name faces (`<family> <lang> name`,
 * scripts/lib/languageNameFonts.mjs): a 404 page has no switch.
 */
const declaredFamilies = (page: Page) =>
  page.evaluate(() =>
    [...new Set([...document.fonts].map((face) => face.family.replaceAll('"', '')))]
      .filter((family) => !family.endsWith(' name'))
      .sort(),
  );

for (const language of fixtureLanguages) {
  const { site, owner } = language.content;
  test(`the ${language.lang} 404 page is in its folder, in its language, and leads to its main page`, async ({
    page,
  }) => {
    await page.goto(language.path);
    const mainPageFamilies = await declaredFamilies(page);
    const cspViolations = await watchCspViolations(page);

    await page.goto(`${language.path}404.html`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    await expect(page).toHaveTitle(`${site.notFound.title} \u00B7 ${site.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.title);
    await expect(page.getByRole('main')).toContainText(site.notFound.text);
    // The language's fonts too (Cyrillic, Arabic), allowed by the page's policy.
    expect(await declaredFamilies(page)).toEqual(mainPageFamilies);
    expect(await cspViolations()).toEqual([]);

    await page.getByRole('link', { name: site.notFound.link }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeAttached();
  });
}
