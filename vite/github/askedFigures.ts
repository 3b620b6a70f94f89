import type { Services } from '../../src/contentShape/services.ts';
import type { SiteLanguages } from '../content/languagesOf.ts';
import { repositoryOf } from '../../scripts/lib/githubRepository.mjs';

/** Every project code link of every language that is a GitHub repository, each address once. */
export function gitHubCodeLinks(languages: SiteLanguages): string[] {
  const links = languages.flatMap((language) => language.content.projects.map((project) => project.hrefCode));
  return [...new Set(links)].filter((link) => repositoryOf(link) !== undefined);
}

/** What `services.github` asks the refresh to read: the projects' repositories (`owner/name`) and the profile. */
export function askedFigures(
  github: Services['github'],
  languages: SiteLanguages,
): { repositories: string[]; profiles: string[] } {
  const repositories = github?.projects ? gitHubCodeLinks(languages).map((link) => repositoryOf(link)!) : [];
  return { repositories: [...new Set(repositories)], profiles: github?.profile ? [github.profile] : [] };
}
