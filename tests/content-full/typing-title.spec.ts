import { fixtureLanguages } from '../support/fixtureLanguages';
import { expect, test } from '../e2e/fixtures';
import { recordTitleWrites, titleWrites } from '../e2e/motion-helpers';

/**
 * The typing title picks how it types by the titles' script (`clipCanType`): the compositor's clip
 * for letters that do not join, the text itself, a keystroke at a time, for those that do.
 */
for (const language of fixtureLanguages.filter(({ lang }) => lang === 'ru' || lang === 'ar')) {
  const [first, second] = language.content.typingTitles;
  const byClip = language.lang === 'ru';
  test(`the ${language.lang} title is typed ${byClip ? 'by the clip' : 'by its text, letter by letter'}`, async ({
    page,
  }) => {
    await page.goto(language.path);
    const hero = page.locator('#home');
    await expect(hero.locator('[data-typing]')).toHaveCount(1);
    await expect(hero.locator('[data-clipped]')).toHaveCount(byClip ? 1 : 0);
    await page.evaluate(recordTitleWrites);
    await expect(hero.getByText(second!, { exact: true })).toBeVisible({ timeout: 15_000 });
    const texts = await titleWrites(page);
    if (byClip) expect(texts, 'the text changes once a title').toEqual([second]);
    else for (let length = 0; length < first!.length; length += 1) expect(texts).toContain(first!.slice(0, length));
  });
}
