import type { Plugin } from 'vite';
import type { RepositoryFigures } from '../../src/github/repositoryFigures.ts';
import type { Site } from '../content/contentModule.ts';
import { gitHubCodeLinks } from './askedFigures.ts';
import { GITHUB_CACHE_FILE, readGitHubCache } from './cacheFile.ts';
import { repositoryOf } from '../../scripts/lib/githubRepository.mjs';

const componentId = 'virtual:project-figures';
const dataId = 'virtual:github-figures';

/**
 * Each GitHub project's figures by its code link, as the cache holds them, when `services.github`
 * turns `projects` on; a project the cache holds nothing for is named in `warn` and shows none.
 * The build reads the cache only: it never asks GitHub.
 */
export function figuresByCodeLink(
  site: Pick<Site, 'folder' | 'languages' | 'content'>,
  warn: (message: string) => void,
): Record<string, RepositoryFigures> {
  if (!site.content.services?.github?.projects) return {};
  const links = gitHubCodeLinks(site.languages);
  if (links.length === 0) return {};
  const cache = readGitHubCache(site.folder);
  const figures: Record<string, RepositoryFigures> = {};
  for (const link of links) {
    const repository = repositoryOf(link)!;
    const held = cache?.repositories[repository];
    if (held) figures[link] = held;
    else
      warn(`services.github: ${GITHUB_CACHE_FILE} holds no figures of ${repository} yet; run npm run github:refresh`);
  }
  return figures;
}

/**
 * `virtual:project-figures`: the project card's figures line (src/github/ProjectFigures.tsx), and
 * `virtual:github-figures` the figures it shows. Null when no project has figures, so such a page
 * ships none of it.
 */
export function projectFigures(site: Pick<Site, 'folder' | 'languages' | 'content'>, componentFile: string): Plugin {
  let figures: Record<string, RepositoryFigures> | undefined;
  const read = () => (figures ??= figuresByCodeLink(site, (message) => console.warn(message)));
  return {
    name: 'portfolio:project-figures',
    resolveId: (source) => (source === componentId || source === dataId ? `\0${source}` : null),
    load(moduleId) {
      if (moduleId === `\0${dataId}`) return `export default ${JSON.stringify(read())};`;
      if (moduleId !== `\0${componentId}`) return null;
      return Object.keys(read()).length > 0
        ? `export { ProjectFigures } from ${JSON.stringify(componentFile)};`
        : 'export const ProjectFigures = null;';
    },
  };
}
