import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProfileFigures, RepositoryFigures } from '../../src/github/repositoryFigures.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { GITHUB_CACHE_FILE } from '../../scripts/lib/githubRepository.mjs';

export { GITHUB_CACHE_FILE };

/** Each repository's figures by `owner/name`, each user's by their name. */
export interface GitHubCache {
  repositories: Record<string, RepositoryFigures>;
  profiles: Record<string, ProfileFigures>;
}

export const githubCachePath = (contentFolder: string) => path.join(contentFolder, GITHUB_CACHE_FILE);

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isIsoTime = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) &&
  !Number.isNaN(Date.parse(value));

function repositoryMistake(figures: unknown): string | undefined {
  if (typeof figures !== 'object' || figures === null) return 'is not an object';
  const { stars, language, pushedAt } = figures as Record<string, unknown>;
  if (!isCount(stars)) return `"stars" is a whole number, 0 or more, not ${JSON.stringify(stars)}`;
  if (language !== null && (typeof language !== 'string' || !language.trim()))
    return `"language" is a name or null, not ${JSON.stringify(language)}`;
  if (!isIsoTime(pushedAt)) return `"pushedAt" is a time written 2026-03-18T09:30:00Z, not ${JSON.stringify(pushedAt)}`;
  return undefined;
}

function profileMistake(figures: unknown): string | undefined {
  if (typeof figures !== 'object' || figures === null) return 'is not an object';
  const { publicRepos, followers } = figures as Record<string, unknown>;
  if (!isCount(publicRepos)) return `"publicRepos" is a whole number, 0 or more, not ${JSON.stringify(publicRepos)}`;
  if (!isCount(followers)) return `"followers" is a whole number, 0 or more, not ${JSON.stringify(followers)}`;
  return undefined;
}

function checkedPart(
  cache: Record<string, unknown>,
  part: keyof GitHubCache,
  mistakeOf: (figures: unknown) => string | undefined,
  shown: string,
): void {
  const entries = cache[part] ?? {};
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
    throw new Error(`${shown}: "${part}" holds an object, each name with its figures`);
  for (const [name, figures] of Object.entries(entries)) {
    const mistake = mistakeOf(figures);
    if (mistake) throw new Error(`${shown}: ${part} "${name}" ${mistake}`);
  }
}

/**
 * The cache of a content folder, or `undefined` when there is none yet. A file that is not what the
 * refresh writes (an edit by hand gone wrong) throws, naming the file and the item.
 */
export function readGitHubCache(contentFolder: string): GitHubCache | undefined {
  const file = githubCachePath(contentFolder);
  if (!existsSync(file)) return undefined;
  const shown = displayPath(file);
  let cache: unknown;
  try {
    cache = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${shown}: not JSON (${(error as Error).message}); fix it, or delete it and run npm run github:refresh`,
      { cause: error },
    );
  }
  if (typeof cache !== 'object' || cache === null || Array.isArray(cache))
    throw new Error(`${shown}: holds an object with "repositories" and "profiles"`);
  const record = cache as Record<string, unknown>;
  checkedPart(record, 'repositories', repositoryMistake, shown);
  checkedPart(record, 'profiles', profileMistake, shown);
  return { repositories: {}, profiles: {}, ...record } as GitHubCache;
}

/** The cache as the refresh writes it: stable, so figures that did not change leave the file as it was. */
export const githubCacheText = (cache: GitHubCache) => `${JSON.stringify(cache, null, 2)}\n`;
