import { writeFileSync } from 'node:fs';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { loadSite, type Site } from '../content/contentModule.ts';
import { askedFigures } from './askedFigures.ts';
import { githubCachePath, githubCacheText, readGitHubCache } from './cacheFile.ts';
import type { GitHubRequestOptions } from './gitHubApi.ts';
import { refreshFigures } from './refreshFigures.ts';

export interface RefreshReport {
  /** What it did, in a line. */
  summary: string;
  warnings: string[];
}

/**
 * `npm run github:refresh`: reads from GitHub what `services.github` asks for and writes it into the
 * content folder's github.json, only when that changed. Failures are warnings: the file keeps what it had.
 */
export async function refreshGitHub(
  site?: Pick<Site, 'folder' | 'languages' | 'content'>,
  options: GitHubRequestOptions = { token: process.env.GITHUB_TOKEN || undefined },
): Promise<RefreshReport> {
  const { folder, languages, content } = site ?? (await loadSite());
  const asked = askedFigures(content.services?.github, languages);
  const file = githubCachePath(folder);
  const before = readGitHubCache(folder);
  const names = asked.repositories.length + asked.profiles.length;
  if (names === 0 && !before) return { summary: 'services.github asks for no figures: nothing to read', warnings: [] };
  const { cache, warnings } = await refreshFigures(asked, before ?? { repositories: {}, profiles: {} }, options);
  const text = githubCacheText(cache);
  const read = `the figures of ${held(asked.repositories, cache.repositories, 'repository', 'repositories')}, ${held(asked.profiles, cache.profiles, 'profile', 'profiles')}`;
  if (before && text === githubCacheText(before))
    return { summary: `${displayPath(file)} unchanged: ${read}`, warnings };
  writeFileSync(file, text);
  return { summary: `${displayPath(file)} written: ${read}`, warnings };
}

/** "2 of 3 repositories": how many of the names asked for the file holds figures of. */
function held(asked: string[], inFile: Record<string, unknown>, one: string, many: string): string {
  const count = asked.filter((name) => name in inFile).length;
  return `${count} of ${asked.length} ${asked.length === 1 ? one : many}`;
}
