/**
 * What holds for any content whose github.json holds figures of its projects (`services.github`): on
 * each language's main page, each such project's card shows its stars, language and last push as that
 * language writes them, read when the site was built; the page itself never asks GitHub.
 */
import { contentModule, loadSite } from '../../vite/content/contentModule';
import { figuresByCodeLink } from '../../vite/github/projectFigures';
import { countLabel, dayLabel } from '../../src/github/figureFormats';
import { expect, test } from '../e2e/fixtures';

const site = await loadSite(contentModule());
const figures = figuresByCodeLink(site, () => {});

for (const language of site.languages) {
  const shown = language.content.projects.filter((project) => figures[project.hrefCode]);
  test(`${language.lang}: each GitHub project's card shows its figures in ${language.lang}, and the page never asks GitHub`, async ({
    page,
  }) => {
    test.skip(shown.length === 0, 'no project of this content has figures in github.json');
    const askedGitHub: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'api.github.com') askedGitHub.push(request.url());
    });
    await page.goto(`./${language.path}`);
    await page.waitForLoadState('networkidle');
    for (const project of shown) {
      const { stars, language: written, pushedAt } = figures[project.hrefCode]!;
      const card = page.locator(`article[aria-labelledby="project-${project.id}-title"]`);
      const values = card.locator('dl dd');
      await expect(values, project.title).toHaveText([
        countLabel(stars, language.lang),
        ...(written ? [written] : []),
        dayLabel(pushedAt, language.lang),
      ]);
      await expect(card.locator('dl time')).toHaveAttribute('datetime', pushedAt);
    }
    expect(askedGitHub).toEqual([]);
  });
}
