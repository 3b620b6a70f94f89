/**
 * What the build makes of posts-elsewhere.json: a file edited by hand into a mistake fails naming the
 * file, the feed and the post; a feed the file does not hold yet is a warning, never a failure.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Writing } from '../../../src/contentShape/types';
import { CACHE_FILE, readCache } from '../../../vite/writing/elsewhere/cacheFile';
import { listedElsewhere } from '../../../vite/writing/elsewhere/listedElsewhere';
import { displayPath } from '../../../scripts/lib/displayPath.mjs';

const post = {
  title: 'Measuring hydration',
  date: '2026-03-18',
  summary: 'How I time it.',
  link: 'https://dev.to/ada/measuring-1a',
};

describe('the cache file', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'posts-elsewhere-build-'));
  const file = path.join(folder, CACHE_FILE);
  const shown = displayPath(file);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const withCache = (value: unknown) => {
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    return () => readCache(folder);
  };

  it('is none before the first refresh, and read as written after it', () => {
    expect(readCache(folder)).toBeUndefined();
    expect(withCache({ 'https://dev.to/feed/ada': [post] })()).toEqual({ 'https://dev.to/feed/ada': [post] });
  });

  it('fails the build naming the file, the feed and the post of a mistake', () => {
    expect(withCache('{ "https://dev.to/feed/ada": [')).toThrow(`${shown}: not JSON`);
    expect(withCache({ 'https://dev.to/feed/ada': post })).toThrow(
      `${shown}: "https://dev.to/feed/ada" holds a list of posts`,
    );
    expect(withCache({ 'https://dev.to/feed/ada': [post, { ...post, date: '18 March 2026' }] })).toThrow(
      `${shown}: "https://dev.to/feed/ada", post 2: "date" is a day written YYYY-MM-DD, not "18 March 2026"`,
    );
    // A day the calendar does not have, written as one, is a mistake too.
    expect(withCache({ 'https://dev.to/feed/ada': [{ ...post, date: '2026-02-30' }] })).toThrow(
      `${shown}: "https://dev.to/feed/ada", post 1: "date" is a day written YYYY-MM-DD, not "2026-02-30"`,
    );
    expect(withCache({ 'https://dev.to/feed/ada': [{ ...post, link: 'javascript:alert(1)' }] })).toThrow(
      `post 1: "link" is an http(s) address, not "javascript:alert(1)"`,
    );
    expect(withCache({ 'https://dev.to/feed/ada': [{ ...post, summary: undefined }] })).toThrow(
      `post 1: has no text "summary"`,
    );
  });
});

describe('a language\u2019s posts elsewhere', () => {
  const writing = (feeds: string[]): Writing => ({
    title: 'T',
    intro: 'I',
    posts: [],
    labels: {} as Writing['labels'],
    elsewhere: { feeds, publishedOn: 'Published on' },
  });
  const medium = {
    title: 'A portfolio that paints first',
    date: '2026-03-23',
    summary: 'S',
    link: 'https://www.medium.com/@ada/paints-first-4f',
  };

  it('are its feeds\u2019 posts newest first, each with the host it is on (without www.)', () => {
    const warnings: string[] = [];
    const listed = listedElsewhere(
      writing(['https://dev.to/feed/ada', 'https://medium.com/feed/@ada']),
      'en',
      { 'https://dev.to/feed/ada': [post], 'https://medium.com/feed/@ada': [medium] },
      (message) => warnings.push(message),
    );
    expect(listed.map(({ title, site }) => [title, site])).toEqual([
      [medium.title, 'medium.com'],
      [post.title, 'dev.to'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('leave out a feed the cache does not hold yet, with a warning naming the language and the feed', () => {
    const warnings: string[] = [];
    const listed = listedElsewhere(
      writing(['https://dev.to/feed/ada', 'https://ada.hashnode.dev/rss.xml']),
      'ar',
      { 'https://dev.to/feed/ada': [post] },
      (message) => warnings.push(message),
    );
    expect(listed.map(({ title }) => title)).toEqual([post.title]);
    expect(warnings).toEqual([
      `writing (ar): ${CACHE_FILE} holds nothing read from https://ada.hashnode.dev/rss.xml yet; run npm run writing:refresh`,
    ]);
    expect(
      listedElsewhere(writing(['https://dev.to/feed/ada']), 'en', undefined, (message) => warnings.push(message)),
    ).toEqual([]);
    expect(warnings).toHaveLength(2);
  });
});
