/**
 * `npm run writing:refresh` against a local server of recorded feeds (tests/fixtures/feeds/): what it
 * reads from each feed's shape, what it keeps when a feed fails, and the cache file it writes.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Languages, PostElsewhere, Writing } from '../../../src/contentShape/types';
import { languagesOf } from '../../../vite/content/languagesOf';
import * as placeholder from '../../../src/placeholder/site';
import { CACHE_FILE, cacheText, type PostsElsewhereCache } from '../../../vite/writing/elsewhere/cacheFile';
import { refreshCache } from '../../../vite/writing/elsewhere/refreshCache';
import { refreshContent } from '../../../vite/writing/elsewhere/refreshContent';
import { SILENT_PATH, startFeedServer, type FeedServer } from '../../support/feedServer';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const titles = (posts: readonly PostElsewhere[] | undefined) => posts?.map((post) => post.title);

describe('reading a feed', () => {
  it('takes each post\u2019s title, day (UTC), link and opening words from dev.to, Medium, Hashnode, Atom and JSON Feed', async () => {
    const names = ['/dev-to.xml', '/medium.xml', '/hashnode.xml', '/atom.xml', '/json-feed.json'];
    const { cache } = await refreshCache(names.map(feeds.url), {});
    const [devTo, medium, hashnode, atom, json] = names.map((name) => cache[feeds.url(name)]);
    expect(devTo).toEqual([
      {
        title: 'Measuring hydration on a slow phone',
        date: '2026-03-18',
        // The heading is left out, the entities decoded, the text cut at a word.
        summary:
          'A mid-range phone & a throttled network tell you more than any lab score. Here\u2019s how I time hydration section by section, with the Performance panel and a few marks. Start with the first contentful\u2026',
        link: 'https://dev.to/ada_example/measuring-hydration-on-a-slow-phone-3k1p',
      },
      {
        title: 'Five CSS properties I stopped writing',
        date: '2026-02-05',
        summary: 'margin-left is the first to go: logical properties say where text starts, in every direction.',
        link: 'https://dev.to/ada_example/five-css-properties-i-stopped-writing-2h9c',
      },
    ]);
    // Medium gives the whole story and no description: its repeated title and figure are no summary.
    expect(medium![0]!.summary).toMatch(/^Every word of the page is HTML that the server sends whole\./);
    expect(medium![0]!.date).toBe('2026-03-23');
    expect(hashnode).toEqual([
      {
        title: 'الخطوط العربية في صفحة سريعة',
        date: '2026-03-14',
        summary: 'تحمّل الصفحة من الخط العربي الحروف التي تكتبها فقط، فلا ينتظر العنوان ملفًا كبيرًا.',
        link: 'https://ada.hashnode.dev/arabic-fonts-on-a-fast-page',
      },
    ]);
    expect(atom).toEqual([
      {
        title: 'View transitions between pages without a router',
        date: '2026-01-20',
        summary: 'Two pages, one picture, and the CSS that joins them.',
        link: 'https://notes.example.org/2026/view-transitions/',
      },
    ]);
    // 20:15 in New York on the 10th is the 11th in UTC.
    expect(json).toEqual([
      {
        title: 'Filter tabs that keep their place',
        date: '2026-02-11',
        summary: 'A tab\u2019s choice survives a resize & a reload.',
        link: 'https://micro.example.org/2026/02/10/tabs/',
      },
    ]);
  });

  it('leaves out an item with no link, saying so for its feed', async () => {
    const { warnings } = await refreshCache([feeds.url('/atom.xml')], {});
    expect(warnings).toEqual([`${feeds.url('/atom.xml')}: left out 1 item without a title, a web address or a date`]);
  });
});

describe('a feed that fails', () => {
  const before: PostsElsewhereCache = {};
  const cached = {
    title: 'Read last week',
    date: '2026-01-01',
    summary: 'From the last refresh.',
    link: 'https://example.org/last-week',
  };

  it('keeps the posts read before and warns naming the feed: broken XML, a 404, an HTML page, no answer in time', async () => {
    const failing = ['/broken.xml', '/missing.xml', '/not-a-feed.html', SILENT_PATH].map(feeds.url);
    for (const feed of failing) before[feed] = [cached];
    const { cache, warnings } = await refreshCache(failing, before, 500);
    for (const feed of failing) expect(cache[feed]).toEqual([cached]);
    expect(warnings).toEqual([
      `${failing[0]}: no post in it; kept the 1 post read before`,
      `${failing[1]}: HTTP 404; kept the 1 post read before`,
      `${failing[2]}: The XML document could not be parsed as a feed; kept the 1 post read before`,
      `${failing[3]}: no answer in time; kept the 1 post read before`,
    ]);
  });

  it('stays out of the cache when it never answered, so the build says it was never read', async () => {
    const { cache, warnings } = await refreshCache([feeds.url('/missing.xml')], {});
    expect(cache).toEqual({});
    expect(warnings).toEqual([`${feeds.url('/missing.xml')}: HTTP 404; kept the 0 posts read before`]);
  });
});

it('keeps a post read before that the feed no longer carries, and takes the feed\u2019s version of one it still does', async () => {
  const feed = feeds.url('/dev-to.xml');
  const older = {
    title: 'An older post, out of the feed now',
    date: '2025-11-02',
    summary: 'Still mine.',
    link: 'https://dev.to/ada_example/older-1a2b',
  };
  const renamed = {
    title: 'Old title',
    date: '2026-02-05',
    summary: 'Old words.',
    link: 'https://dev.to/ada_example/five-css-properties-i-stopped-writing-2h9c',
  };
  const { cache } = await refreshCache([feed], {
    [feed]: [renamed, older],
    'https://no-longer-named.example/feed': [older],
  });
  expect(titles(cache[feed])).toEqual([
    'Measuring hydration on a slow phone',
    'Five CSS properties I stopped writing',
    older.title,
  ]);
  expect(Object.keys(cache)).toEqual([feed]);
});

describe('the cache file in the content folder', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'posts-elsewhere-'));
  const file = path.join(folder, CACHE_FILE);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const site = (feedNames: string[]) => {
    const writing = {
      title: 'T',
      intro: 'I',
      posts: [],
      labels: {} as Writing['labels'],
      elsewhere: { feeds: feedNames.map(feeds.url), publishedOn: 'Published on' },
    };
    const languages: Languages = { default: { lang: 'en', name: 'English', dir: 'ltr' }, others: [] };
    return { folder, languages: languagesOf({ ...placeholder, writing, languages }) };
  };

  it('is written from the feeds, left as it is when nothing changed, and kept when a feed fails', async () => {
    const written = await refreshContent(site(['/dev-to.xml', '/hashnode.xml']));
    expect(written).toMatchObject({ summary: expect.stringContaining('written (2 feeds)'), warnings: [] });
    const text = readFileSync(file, 'utf8');
    expect(titles(JSON.parse(text)[feeds.url('/hashnode.xml')])).toEqual(['الخطوط العربية في صفحة سريعة']);

    const stamp = statSync(file).mtimeMs;
    expect((await refreshContent(site(['/dev-to.xml', '/hashnode.xml']))).summary).toContain('unchanged');
    expect(statSync(file).mtimeMs).toBe(stamp);

    // The same addresses answering 404 now: the file keeps every post.
    writeFileSync(file, text.replaceAll('/dev-to.xml', '/gone.xml').replaceAll('/hashnode.xml', '/gone-too.xml'));
    const failed = await refreshContent(site(['/gone.xml', '/gone-too.xml']));
    expect(failed.warnings).toEqual([
      `${feeds.url('/gone.xml')}: HTTP 404; kept the 2 posts read before`,
      `${feeds.url('/gone-too.xml')}: HTTP 404; kept the 1 post read before`,
    ]);
    expect(failed.summary).toContain('unchanged');
  });

  it('is what the fixture holds: tests/fixtures/content-full/posts-elsewhere.json is the recorded feeds read', async () => {
    const fixtureFile = path.join(import.meta.dirname, '../..', 'fixtures', 'content-full', CACHE_FILE);
    const recordedAs: Record<string, string> = {
      'https://dev.to/feed/ada_example': '/dev-to.xml',
      'https://medium.com/feed/@ada.example': '/medium.xml',
      'https://ada.hashnode.dev/rss.xml': '/hashnode.xml',
    };
    const { cache } = await refreshCache(Object.values(recordedAs).map(feeds.url), {});
    const asNamed = Object.fromEntries(
      Object.entries(recordedAs).map(([address, recorded]) => [address, cache[feeds.url(recorded)]!]),
    );
    expect(readFileSync(fixtureFile, 'utf8')).toBe(cacheText(asNamed));
  });
});
