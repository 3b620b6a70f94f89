/**
 * What holds for any content whose github.json holds the figures `services.github` asks for: on each
 * language's main page, each GitHub project's card shows its stars, language and last push, and the
 * footer the profile's repositories and followers, as that language writes them, read when the site was
 * built; the page itself never asks GitHub.
 */
import { contentModule, loadSite } from '../../vite/content/contentModule';
import { shownFigures } from '../../vite/github/githubFigures';
import { countLabel, dayLabel } from '../../src/github/figureFormats';
import { expect, test } from '../e2e/fixtures';

const site = await loadSite(contentModule());
const { projects, profile } = shownFigures(site, () => {});

for (const language of site.languages) {
  const shown = language.content.projects.filter((project) => projects[project.hrefCode]);
  // A content whose github.json holds no figures it shows has nothing here to check.
  if (shown.length === 0 && !profile) continue;
  test(`${language.lang}: the GitHub figures of the cards and the footer in ${language.lang}, and the page never asks GitHub`, async ({
    page,
  }) => {
    const askedGitHub: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'api.github.com') askedGitHub.push(request.url());
    });
    await page.goto(`./${language.path}`);
    await page.waitForLoadState('networkidle');
    for (const project of shown) {
      const { stars, language: written, pushedAt } = projects[project.hrefCode]!;
      const card = page.locator(`article[aria-labelledby="project-${project.id}-title"]`);
      await expect(card.locator('dl dd'), project.title).toHaveText([
        countLabel(stars, language.lang),
        ...(written ? [written] : []),
        dayLabel(pushedAt, language.lang),
      ]);
      await expect(card.locator('dl time')).toHaveAttribute('datetime', pushedAt);
    }
    if (profile)
      await expect(page.locator('footer dl dd')).toHaveText([
        countLabel(profile.publicRepos, language.lang),
        countLabel(profile.followers, language.lang),
      ]);
    expect(askedGitHub).toEqual([]);
  });
}
