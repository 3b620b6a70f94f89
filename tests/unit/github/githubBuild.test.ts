/**
 * The build's side of the GitHub figures: github.json checked as it is read (a mistake fails the build
 * naming the file and the item), each GitHub project's figures by its code link, and the numbers and
 * days as each language writes them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project, Services } from '../../../src/contentShape/types';
import { countLabel, dayLabel } from '../../../src/github/figureFormats';
import * as placeholder from '../../../src/placeholder/site';
import { languagesOf } from '../../../vite/content/languagesOf';
import { GITHUB_CACHE_FILE, readGitHubCache } from '../../../vite/github/cacheFile';
import { shownFigures } from '../../../vite/github/githubFigures';
import { repositoryOf } from '../../../scripts/lib/githubRepository.mjs';

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

/** A content folder whose github.json holds `text`. */
function withCache(text: string): string {
  folder = mkdtempSync(path.join(tmpdir(), 'github-build-'));
  writeFileSync(path.join(folder, GITHUB_CACHE_FILE), text);
  return folder;
}

const figures = { stars: 12, language: 'TypeScript', pushedAt: '2026-11-18T08:42:10Z' };
const cacheOf = (repositories: Record<string, unknown>, profiles: Record<string, unknown> = {}) =>
  JSON.stringify({ repositories, profiles });

describe('github.json', () => {
  it('is nothing before the first refresh', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'github-build-'));
    expect(readGitHubCache(folder)).toBeUndefined();
  });

  it.each([
    ['{', /github\.json: not JSON .*npm run github:refresh/],
    ['[]', /github\.json: holds an object with "repositories" and "profiles"/],
    [JSON.stringify({ repositories: [] }), /github\.json: "repositories" holds an object/],
    [
      cacheOf({ 'ada/x': { ...figures, stars: -1 } }),
      /github\.json: repositories "ada\/x" "stars" is a whole number, 0 or more, not -1/,
    ],
    [cacheOf({ 'ada/x': { ...figures, stars: '12' } }), /repositories "ada\/x" "stars" is a whole number/],
    [cacheOf({ 'ada/x': { ...figures, language: 3 } }), /repositories "ada\/x" "language" is a name or null, not 3/],
    [
      cacheOf({ 'ada/x': { ...figures, pushedAt: '18 Nov 2026' } }),
      /repositories "ada\/x" "pushedAt" is a time written/,
    ],
    [cacheOf({ 'ada/x': null }), /repositories "ada\/x" is not an object/],
    [cacheOf({}, { ada: { publicRepos: 3 } }), /profiles "ada" "followers" is a whole number/],
  ])('%s fails naming the file and the item', (text, message) => {
    const contentFolder = withCache(text);
    expect(() => readGitHubCache(contentFolder)).toThrow(message);
  });

  it('reads what the refresh writes, a repository without a language included', () => {
    const contentFolder = withCache(cacheOf({ 'ada/x': figures, 'ada/y': { ...figures, language: null } }));
    expect(readGitHubCache(contentFolder)?.repositories['ada/y']?.language).toBeNull();
  });
});

describe('a project\u2019s figures', () => {
  const site = (services: Services | undefined, links: string[]) => {
    const projects: Project[] = links.map((hrefCode, index) => ({
      ...placeholder.projects[0]!,
      id: index + 1,
      hrefCode,
    }));
    const content = { ...placeholder, projects, services };
    return { folder: folder!, content, languages: languagesOf(content) };
  };

  it('knows a GitHub repository\u2019s address, with or without `.git` or a slash, and nothing else', () => {
    expect(repositoryOf('https://github.com/ada/search-chase')).toBe('ada/search-chase');
    expect(repositoryOf('https://github.com/ada/search.chase.git')).toBe('ada/search.chase');
    expect(repositoryOf('https://github.com/ada/search-chase/')).toBe('ada/search-chase');
    expect(repositoryOf('https://github.com/ada')).toBeUndefined();
    expect(repositoryOf('https://gitlab.com/ada/search-chase')).toBeUndefined();
    expect(repositoryOf('#')).toBeUndefined();
  });

  it('are the cache\u2019s, by code link, for each GitHub project it holds; one it does not hold is a warning', () => {
    withCache(cacheOf({ 'ada/x': figures }));
    const warnings: string[] = [];
    const shown = shownFigures(
      site({ github: { projects: true } }, ['https://github.com/ada/x', 'https://github.com/ada/y', '#']),
      (message) => warnings.push(message),
    );
    expect(shown).toEqual({ projects: { 'https://github.com/ada/x': figures }, profile: null });
    expect(warnings).toEqual([
      'services.github: github.json holds no figures of ada/y yet; run npm run github:refresh',
    ]);
  });

  it('give the profile\u2019s, by its name, when `profile` names one the cache holds; else a warning', () => {
    withCache(cacheOf({}, { ada: { publicRepos: 31, followers: 1520 } }));
    const warnings: string[] = [];
    const link = ['https://github.com/ada/x'];
    expect(shownFigures(site({ github: { profile: 'ada' } }, link), (message) => warnings.push(message))).toEqual({
      projects: {},
      profile: { name: 'ada', publicRepos: 31, followers: 1520 },
    });
    expect(
      shownFigures(site({ github: { profile: 'bo' } }, link), (message) => warnings.push(message)).profile,
    ).toBeNull();
    expect(warnings).toEqual(['services.github: github.json holds no figures of bo yet; run npm run github:refresh']);
  });

  it('are none with services.github off, and the cache is not read (a broken one breaks nothing)', () => {
    withCache('{');
    const warn = () => {
      throw new Error('no warning expected');
    };
    expect(shownFigures(site(undefined, ['https://github.com/ada/x']), warn)).toEqual({ projects: {}, profile: null });
    expect(shownFigures(site({ github: { projects: true } }, ['#']), warn)).toEqual({ projects: {}, profile: null });
  });

  it('fail the build on a broken cache when they are on', () => {
    withCache('{');
    expect(() => shownFigures(site({ github: { projects: true } }, ['https://github.com/ada/x']), () => {})).toThrow(
      /github\.json: not JSON/,
    );
  });
});

describe('the figures as each language writes them', () => {
  it('groups the stars\u2019 digits as the language does', () => {
    expect(countLabel(1284, 'en')).toBe('1,284');
    expect(countLabel(1284, 'de')).toBe('1.284');
    expect(countLabel(1284, 'he')).toBe('1,284');
    expect(countLabel(1284, 'ar-EG')).toBe('١٬٢٨٤');
  });

  it('says the last push\u2019s day (UTC) in the language', () => {
    // 23:59 UTC is the 30th everywhere, whatever the machine's time zone.
    expect(dayLabel('2025-12-30T23:59:59Z', 'en')).toBe('Dec 30, 2025');
    expect(dayLabel('2025-12-30T23:59:59Z', 'de')).toBe('30. Dez. 2025');
    expect(dayLabel('2025-12-30T23:59:59Z', 'ja')).toBe('2025年12月30日');
  });
});
