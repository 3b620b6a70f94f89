/**
 * Each language's feeds, read as a feed reader reads them (@rowanmanning/feed-parser, docs/decisions.md),
 * and the Atom feed's structure checked by the browser's XML parser against the W3C validator's rules
 * we can run here: unique ids, RFC 3339 dates, absolute addresses, the feed's language.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { site } from '../fixtures/content-full/site';
import { feedPaths, postPath, writingPath } from '../../src/writing/writingAddress';
import { expect, test } from '../e2e/fixtures';
import { fixturePosts } from '../support/fixturePosts';

/** Where the fixture is published: its origin and the base path. */
const published = new URL('/portfolio/', site.origin).href;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

for (const language of fixturePosts) {
  const posts = language.posts.filter((post) => !post.facts.draft);
  const at = (path: string) => new URL(`${language.path}${path}`, published).href;

  test(`the ${language.lang} Atom feed reads as a feed: its posts newest first, absolute addresses, its language`, async ({
    request,
  }) => {
    const response = await request.get(`${language.path}${feedPaths.atom}`);
    expect(response.status()).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe('atom');
    expect(feed.language).toBe(language.lang);
    expect(feed.title).toContain(language.words.title);
    expect(feed.url).toBe(at(writingPath));
    expect(feed.self).toBe(at(feedPaths.atom));
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.facts.title));
    expect(feed.items.map((item) => item.url)).toEqual(posts.map((post) => at(postPath(post.slug))));
    expect(feed.items.map((item) => item.published?.toISOString().slice(0, 10))).toEqual(
      posts.map((post) => post.facts.date),
    );
    expect(feed.items.map((item) => item.categories.map((category) => category.term))).toEqual(
      posts.map((post) => post.facts.tags ?? []),
    );
    for (const item of feed.items) expect(item.content, item.title ?? '').toContain('<h2');
  });

  test(`the ${language.lang} Atom feed keeps the W3C validator's rules: unique ids, RFC 3339 dates, absolute links, xml:lang`, async ({
    page,
    request,
  }) => {
    const xml = await (await request.get(`${language.path}${feedPaths.atom}`)).text();
    await page.goto(`${language.path}${writingPath}`);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      const feed = doc.documentElement;
      const texts = (parent: Element, name: string) =>
        [...parent.getElementsByTagNameNS(atom, name)].map((node) => node.textContent ?? '');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: feed.localName,
        namespace: feed.namespaceURI,
        lang: feed.getAttribute('xml:lang'),
        feedIds: [...feed.children].filter((node) => node.localName === 'id').map((node) => node.textContent),
        ids: texts(feed, 'id'),
        dates: [...texts(feed, 'updated'), ...texts(feed, 'published')],
        links: [...feed.getElementsByTagNameNS(atom, 'link')].map((link) => link.getAttribute('href') ?? ''),
        entries: [...feed.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
          title: texts(entry, 'title').length,
          updated: texts(entry, 'updated').length,
          id: texts(entry, 'id').length,
        })),
        author: texts(feed, 'name').length,
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('feed');
    expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(parsed.lang).toBe(language.lang);
    expect(parsed.feedIds).toEqual([at(writingPath)]);
    expect(new Set(parsed.ids).size, 'every id once').toBe(parsed.ids.length);
    for (const date of parsed.dates) expect(date).toMatch(RFC_3339);
    for (const href of [...parsed.links, ...parsed.ids]) expect(href.startsWith(published), href).toBe(true);
    expect(parsed.entries).toEqual(posts.map(() => ({ title: 1, updated: 1, id: 1 })));
    expect(parsed.author).toBeGreaterThan(0);
  });

  test(`the ${language.lang} JSON Feed lists the same posts, each id once`, async ({ request }) => {
    const feed = await (await request.get(`${language.path}${feedPaths.json}`)).json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.language).toBe(language.lang);
    expect(feed.feed_url).toBe(at(feedPaths.json));
    const ids = feed.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(posts.map((post) => at(postPath(post.slug))));
    for (const item of feed.items) expect(item.date_published).toMatch(RFC_3339);
  });
}
