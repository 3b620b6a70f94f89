import type { ProfileFigures, RepositoryFigures } from '../../src/github/repositoryFigures.ts';
import type { GitHubCache } from './cacheFile.ts';
import { gitHubJson, type GitHubRequestOptions } from './gitHubApi.ts';

export interface Refreshed {
  cache: GitHubCache;
  /** One line per repository or user that failed, naming it. */
  warnings: string[];
}

const count = (value: unknown, key: string) => {
  if (!Number.isInteger(value) || (value as number) < 0) throw new Error(`GitHub gave no "${key}"`);
  return value as number;
};

function repositoryFigures(answer: Record<string, unknown>): RepositoryFigures {
  const { language, pushed_at: pushedAt } = answer;
  if (typeof pushedAt !== 'string' || Number.isNaN(Date.parse(pushedAt))) throw new Error('GitHub gave no "pushed_at"');
  return {
    stars: count(answer.stargazers_count, 'stargazers_count'),
    language: typeof language === 'string' && language ? language : null,
    pushedAt: new Date(pushedAt).toISOString().replace('.000Z', 'Z'),
  };
}

const profileFigures = (answer: Record<string, unknown>): ProfileFigures => ({
  publicRepos: count(answer.public_repos, 'public_repos'),
  followers: count(answer.followers, 'followers'),
});

/**
 * Each name's figures read again into a part of the cache, sorted by name. One that fails keeps what
 * the cache had (if anything) and adds a warning; names no longer asked for leave the cache.
 */
async function refreshedPart<T>(
  names: readonly string[],
  before: Record<string, T>,
  read: (name: string) => Promise<T>,
  warnings: string[],
): Promise<Record<string, T>> {
  const results = await Promise.allSettled(names.map(read));
  const part: Record<string, T> = {};
  names.forEach((name, index) => {
    const result = results[index]!;
    if (result.status === 'fulfilled') part[name] = result.value;
    else {
      const kept = Object.hasOwn(before, name);
      warnings.push(
        `${name}: ${(result.reason as Error).message}; ${kept ? 'kept the figures read before' : 'no figures yet'}`,
      );
      if (kept) part[name] = before[name]!;
    }
  });
  return Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Reads each repository (`owner/name`) and each user from GitHub's REST API again. A failure (no
 * answer, the rate limit, a 404) is a warning naming it: the cache keeps what it had for it.
 */
export async function refreshFigures(
  asked: { repositories: readonly string[]; profiles: readonly string[] },
  before: GitHubCache,
  options: GitHubRequestOptions = {},
): Promise<Refreshed> {
  const warnings: string[] = [];
  const repositories = await refreshedPart(
    asked.repositories,
    before.repositories,
    async (name) => repositoryFigures(await gitHubJson(`/repos/${name}`, options)),
    warnings,
  );
  const profiles = await refreshedPart(
    asked.profiles,
    before.profiles,
    async (name) => profileFigures(await gitHubJson(`/users/${encodeURIComponent(name)}`, options)),
    warnings,
  );
  return { cache: { repositories, profiles }, warnings };
}
