import type { PostFacts } from '@/content/types';
import type { PageLanguage } from '@/language/pageLanguage';
import { feedPaths, postPath, writingPath } from './writingAddress';
import { escapeHtml } from '@/seo/html';
import { languagePageUrl } from '@/seo/languageAlternates';

export interface FeedPosts {
  language: PageLanguage;
  origin: string;
  base: string;
  title: string;
  intro: string;
  /** Newest first. */
  posts: readonly { slug: string; facts: PostFacts; html: string }[];
}

/** A day as RFC 3339, the start of it in UTC. */
const instant = (date: string) => `${date}T00:00:00Z`;

/** The feeds' title: the posts' title and the site's. */
const feedTitle = (title: string, language: PageLanguage) => `${title} \u00B7 ${language.content.site.title}`;

/**
 * A language's Atom feed (RFC 4287): every address absolute under the site's origin and base path,
 * its language as `xml:lang`, each post whole as HTML (its site links resolved from the origin by `xml:base`).
 */
export function atomFeed({ language, origin, base, title, intro, posts }: FeedPosts): string {
  const url = (path: string) => escapeHtml(languagePageUrl(origin, base, language, path));
  const { owner } = language.content;
  const entries = posts.map(
    ({ slug, facts, html }) => `  <entry>
    <id>${url(postPath(slug))}</id>
    <title>${escapeHtml(facts.title)}</title>
    <link rel="alternate" type="text/html" href="${url(postPath(slug))}"/>
    <published>${instant(facts.date)}</published>
    <updated>${instant(facts.date)}</updated>
    <summary>${escapeHtml(facts.summary)}</summary>
${(facts.tags ?? []).map((tag) => `    <category term="${escapeHtml(tag)}"/>\n`).join('')}    <content type="html" xml:base="${escapeHtml(new URL(origin).origin)}/">${escapeHtml(html)}</content>
  </entry>`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(language.lang)}">`,
    `  <id>${url(writingPath)}</id>`,
    `  <title>${escapeHtml(feedTitle(title, language))}</title>`,
    `  <subtitle>${escapeHtml(intro)}</subtitle>`,
    `  <updated>${instant(posts[0]!.facts.date)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feedPaths.atom)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(writingPath)}"/>`,
    `  <author><name>${escapeHtml(owner.name)}</name><uri>${url('')}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The same posts as a JSON Feed (version 1.1). */
export function jsonFeed({ language, origin, base, title, intro, posts }: FeedPosts): string {
  const url = (path: string) => languagePageUrl(origin, base, language, path);
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(title, language),
    description: intro,
    home_page_url: url(writingPath),
    feed_url: url(feedPaths.json),
    language: language.lang,
    authors: [{ name: language.content.owner.name, url: url('') }],
    items: posts.map(({ slug, facts, html }) => ({
      id: url(postPath(slug)),
      url: url(postPath(slug)),
      title: facts.title,
      summary: facts.summary,
      content_html: html,
      date_published: instant(facts.date),
      ...(facts.tags?.length && { tags: facts.tags }),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
