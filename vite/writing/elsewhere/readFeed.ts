import { parseFeed } from '@rowanmanning/feed-parser';
import { decode } from 'html-entities';
import type { PostElsewhere } from '../../../src/contentShape/types.ts';
import { shortSummary, textOfHtml } from './summaryText.ts';

/** What a feed gave: its posts newest first, and how many items it had that could not be listed. */
export interface FeedPosts {
  posts: PostElsewhere[];
  /** Items without a title, a web address (`http:` or `https:`) or a date. */
  leftOut: number;
}

interface FeedItem {
  title: string | null | undefined;
  link: string | null | undefined;
  published: Date | null | undefined;
  /** Its summary as text. */
  summary: string;
}

const isWebAddress = (link: string) => /^https?:\/\//i.test(link) && URL.canParse(link);
const validDate = (date: Date | null | undefined): date is Date =>
  date instanceof Date && !Number.isNaN(date.getTime());

function postsOf(items: FeedItem[]): FeedPosts {
  const posts: PostElsewhere[] = [];
  for (const { title, link, published, summary } of items) {
    const name = title?.trim();
    if (!name || !link || !isWebAddress(link) || !validDate(published)) continue;
    posts.push({ title: name, date: published.toISOString().slice(0, 10), summary: shortSummary(summary), link });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date));
  return { posts, leftOut: items.length - posts.length };
}

interface JsonFeed {
  version?: unknown;
  items?: {
    title?: string;
    url?: string;
    date_published?: string;
    summary?: string;
    content_text?: string;
    content_html?: string;
  }[];
}

/** A JSON Feed (jsonfeed.org, 1.0 or 1.1): its summary, else its text, else its HTML's text. */
function jsonFeedItems(feed: JsonFeed): FeedItem[] {
  if (
    typeof feed.version !== 'string' ||
    !feed.version.startsWith('https://jsonfeed.org/version/') ||
    !Array.isArray(feed.items)
  ) {
    throw new Error('JSON that is not a JSON Feed');
  }
  return feed.items.map((item) => ({
    title: item.title,
    link: item.url,
    published: item.date_published ? new Date(item.date_published) : undefined,
    summary: item.summary ?? item.content_text ?? decode(textOfHtml(item.content_html ?? '')),
  }));
}

/**
 * The posts of a feed's text: RSS or Atom (read by @rowanmanning/feed-parser), or JSON Feed. Throws
 * on text that is no feed; XML cut off half-way may still read as a feed, with fewer items or none.
 */
export function readFeed(text: string): FeedPosts {
  if (text.trimStart().startsWith('{')) return postsOf(jsonFeedItems(JSON.parse(text) as JsonFeed));
  const feed = parseFeed(text);
  // The parser has decoded the entities of the HTML it gives.
  return postsOf(
    feed.items.map((item) => ({
      title: item.title,
      link: item.url,
      published: item.published ?? item.updated,
      summary: textOfHtml(item.description ?? item.content ?? ''),
    })),
  );
}
