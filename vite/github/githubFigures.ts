import type { Plugin } from 'vite';
import type { ProfileFigures, RepositoryFigures } from '../../src/github/repositoryFigures.ts';
import type { Site } from '../content/contentModule.ts';
import { GITHUB_CACHE_FILE, repositoryOf } from '../../scripts/lib/githubRepository.mjs';
import { gitHubCodeLinks } from './askedFigures.ts';
import { readGitHubCache } from './cacheFile.ts';

/** What the page shows of GitHub's figures: each project's by its code link, and the profile's. */
export interface ShownFigures {
  projects: Record<string, RepositoryFigures>;
  profile: (ProfileFigures & { name: string }) | null;
}

type FiguresSite = Pick<Site, 'folder' | 'languages' | 'content'>;

/**
 * The figures `services.github` turns on, as the cache holds them: each GitHub project's by its code
 * link when `projects` is on, and the profile's when it names one. What the cache holds nothing for is
 * named in `warn` and shows none. The build reads the cache only: it never asks GitHub.
 */
export function shownFigures(site: FiguresSite, warn: (message: string) => void): ShownFigures {
  const github = site.content.services?.github;
  const links = github?.projects ? gitHubCodeLinks(site.languages) : [];
  const shown: ShownFigures = { projects: {}, profile: null };
  if (links.length === 0 && !github?.profile) return shown;
  const cache = readGitHubCache(site.folder);
  const missing = (name: string) =>
    warn(`services.github: ${GITHUB_CACHE_FILE} holds no figures of ${name} yet; run npm run github:refresh`);
  for (const link of links) {
    const repository = repositoryOf(link)!;
    const held = cache?.repositories[repository];
    if (held) shown.projects[link] = held;
    else missing(repository);
  }
  if (github?.profile) {
    const held = cache?.profiles[github.profile];
    if (held) shown.profile = { name: github.profile, ...held };
    else missing(github.profile);
  }
  return shown;
}

const modules = {
  data: 'virtual:github-figures',
  project: 'virtual:project-figures',
  profile: 'virtual:profile-figures',
};

/**
 * `virtual:github-figures`: the figures above; `virtual:project-figures` the project card's figures line
 * (src/github/ProjectFigures.tsx) and `virtual:profile-figures` the footer's profile line
 * (src/github/ProfileFigures.tsx), each null when there is nothing for it to show, so such a page ships
 * none of it.
 */
export function githubFigures(site: FiguresSite, components: { project: string; profile: string }): Plugin {
  let shown: ShownFigures | undefined;
  const read = () => (shown ??= shownFigures(site, (message) => console.warn(message)));
  const ids = new Set(Object.values(modules));
  return {
    name: 'portfolio:github-figures',
    resolveId: (source) => (ids.has(source) ? `\0${source}` : null),
    load(moduleId) {
      const id = moduleId.slice(1);
      if (!moduleId.startsWith('\0') || !ids.has(id)) return null;
      const { projects, profile } = read();
      if (id === modules.data)
        return `export const projects = ${JSON.stringify(projects)};\nexport const profile = ${JSON.stringify(profile)};`;
      if (id === modules.project)
        return Object.keys(projects).length > 0
          ? `export { ProjectFigures } from ${JSON.stringify(components.project)};`
          : 'export const ProjectFigures = null;';
      return profile
        ? `export { ProfileFigures } from ${JSON.stringify(components.profile)};`
        : 'export const ProfileFigures = null;';
    },
  };
}
