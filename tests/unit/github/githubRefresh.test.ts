/**
 * `npm run github:refresh` against a faked `fetch`: what it reads from GitHub's answers, what it keeps
 * when GitHub refuses (rate limit, 404) or cannot be reached, and the file it writes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project, Services } from '../../../src/contentShape/types';
import * as placeholder from '../../../src/placeholder/site';
import { languagesOf } from '../../../vite/content/languagesOf';
import { GITHUB_CACHE_FILE, githubCacheText, type GitHubCache } from '../../../vite/github/cacheFile';
import { refreshFigures } from '../../../vite/github/refreshFigures';
import { refreshGitHub } from '../../../vite/github/refreshGitHub';

const searchChase = {
  stargazers_count: 1284,
  language: 'TypeScript',
  pushed_at: '2026-11-18T08:42:10Z',
  full_name: 'ada/search-chase',
};

/** A `fetch` answering each address from `answers`, recording each request's address and headers. */
function fakeFetch(answers: Record<string, () => Response>) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, headers: init?.headers as Record<string, string> });
    const answer = answers[url];
    if (!answer) throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    return answer();
  };
  return { fetch: fetchFn as typeof fetch, asked };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const before: GitHubCache = {
  repositories: { 'ada/search-chase': { stars: 1000, language: 'JavaScript', pushedAt: '2026-01-01T00:00:00Z' } },
  profiles: { ada: { publicRepos: 30, followers: 12 } },
};

describe('reading the figures from GitHub', () => {
  it('takes a repository\u2019s stars, main language and last push, and a user\u2019s repositories and followers', async () => {
    const { fetch, asked } = fakeFetch({
      'https://api.github.com/repos/ada/search-chase': () => json(searchChase),
      'https://api.github.com/users/ada': () => json({ public_repos: 31, followers: 15 }),
    });
    const { cache, warnings } = await refreshFigures(
      { repositories: ['ada/search-chase'], profiles: ['ada'] },
      { repositories: {}, profiles: {} },
      { fetch, token: 'secret' },
    );
    expect(warnings).toEqual([]);
    expect(cache).toEqual({
      repositories: { 'ada/search-chase': { stars: 1284, language: 'TypeScript', pushedAt: '2026-11-18T08:42:10Z' } },
      profiles: { ada: { publicRepos: 31, followers: 15 } },
    });
    expect(asked[0]!.headers).toEqual({
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      authorization: 'Bearer secret',
    });
  });

  it('sends no authorization without a token, and keeps a repository without a language as null', async () => {
    const { fetch, asked } = fakeFetch({
      'https://api.github.com/repos/ada/notes': () => json({ ...searchChase, language: null }),
    });
    const { cache } = await refreshFigures({ repositories: ['ada/notes'], profiles: [] }, before, { fetch });
    expect(asked[0]!.headers).not.toHaveProperty('authorization');
    expect(cache.repositories['ada/notes']!.language).toBeNull();
    // Names no longer asked for leave the cache.
    expect(cache.repositories).not.toHaveProperty('ada/search-chase');
    expect(cache.profiles).toEqual({});
  });

  it('keeps what it had when the rate limit is reached, saying when it lifts and that a token lifts it', async () => {
    const reset = Date.UTC(2026, 11, 7, 14, 5) / 1000;
    const { fetch } = fakeFetch({
      'https://api.github.com/repos/ada/search-chase': () =>
        json({ message: 'API rate limit exceeded' }, 403, {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(reset),
        }),
    });
    const { cache, warnings } = await refreshFigures({ repositories: ['ada/search-chase'], profiles: [] }, before, {
      fetch,
    });
    expect(cache.repositories['ada/search-chase']).toEqual(before.repositories['ada/search-chase']);
    expect(warnings).toEqual([
      "ada/search-chase: GitHub's rate limit is reached (HTTP 403), until 14:05 UTC; a GITHUB_TOKEN lifts it from 60 requests an hour to 5,000; kept the figures read before",
    ]);
  });

  it('names a repository GitHub does not know (404), and one it could not reach, keeping what it had', async () => {
    const { fetch } = fakeFetch({
      'https://api.github.com/repos/ada/gone': () => json({ message: 'Not Found' }, 404),
    });
    const { cache, warnings } = await refreshFigures(
      { repositories: ['ada/gone', 'ada/search-chase'], profiles: [] },
      before,
      { fetch },
    );
    expect(warnings).toEqual([
      'ada/gone: not found (HTTP 404): renamed, private or deleted; no figures yet',
      'ada/search-chase: fetch failed (ENOTFOUND); kept the figures read before',
    ]);
    expect(cache.repositories).toEqual({ 'ada/search-chase': before.repositories['ada/search-chase'] });
  });
});

describe('the cache file', () => {
  let folder: string | undefined;
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

  const site = (services: Services | undefined, projects: readonly Project[]) => {
    const content = { ...placeholder, projects, services };
    return { folder: folder!, content, languages: languagesOf(content) };
  };
  const projects = (...links: string[]) =>
    links.map((hrefCode, index) => ({ ...placeholder.projects[0]!, id: index + 1, hrefCode }));

  it('reads the repositories of the projects\u2019 GitHub code links, and writes the file', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'github-refresh-'));
    const { fetch, asked } = fakeFetch({
      'https://api.github.com/repos/ada/search-chase': () => json(searchChase),
    });
    const report = await refreshGitHub(
      site(
        { github: { projects: true } },
        projects('https://github.com/ada/search-chase', 'https://gitlab.com/ada/x', '#'),
      ),
      { fetch },
    );
    expect(asked.map(({ url }) => url)).toEqual(['https://api.github.com/repos/ada/search-chase']);
    expect(report.summary).toMatch(/github\.json written: the figures of 1 of 1 repository, 0 of 0 profiles$/);
    expect(JSON.parse(readFileSync(path.join(folder, GITHUB_CACHE_FILE), 'utf8'))).toEqual({
      repositories: { 'ada/search-chase': { stars: 1284, language: 'TypeScript', pushedAt: '2026-11-18T08:42:10Z' } },
      profiles: {},
    });
  });

  it('leaves the file as it was when the network is down', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'github-refresh-'));
    const file = path.join(folder, GITHUB_CACHE_FILE);
    writeFileSync(file, githubCacheText(before));
    const { fetch } = fakeFetch({});
    const report = await refreshGitHub(
      site({ github: { projects: true, profile: 'ada' } }, projects('https://github.com/ada/search-chase')),
      { fetch },
    );
    expect(report.warnings).toHaveLength(2);
    expect(report.summary).toMatch(/github\.json unchanged/);
    expect(readFileSync(file, 'utf8')).toBe(githubCacheText(before));
  });

  it('says it holds no figures when GitHub could not be reached for a first file', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'github-refresh-'));
    const { fetch } = fakeFetch({});
    const report = await refreshGitHub(
      site(
        { github: { projects: true, profile: 'ada' } },
        projects('https://github.com/ada/search-chase', 'https://github.com/ada/photo-commons'),
      ),
      { fetch },
    );
    expect(report.warnings).toHaveLength(3);
    expect(report.summary).toMatch(/github\.json written: the figures of 0 of 2 repositories, 0 of 1 profile$/);
  });

  it('reads nothing and writes nothing with services.github off', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'github-refresh-'));
    const { fetch, asked } = fakeFetch({});
    const report = await refreshGitHub(site(undefined, projects('https://github.com/ada/search-chase')), { fetch });
    expect(asked).toEqual([]);
    expect(report.summary).toBe('services.github asks for no figures: nothing to read');
  });
});
