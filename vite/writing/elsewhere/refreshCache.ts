import type { PostElsewhere } from '../../../src/contentShape/types.ts';
import type { PostsElsewhereCache } from './cacheFile.ts';
import { failureReason, fetchFeedText } from './fetchFeed.ts';
import { readFeed } from './readFeed.ts';

export interface Refreshed {
  cache: PostsElsewhereCache;
  /** One line per feed that failed or gave items it could not list, naming the feed. */
  warnings: string[];
}

/**
 * A feed's posts now and those read before that it no longer carries (a feed holds only its latest
 * few), each once by its link, newest first.
 */
function merged(fresh: PostElsewhere[], before: PostElsewhere[]): PostElsewhere[] {
  const links = new Set(fresh.map((post) => post.link));
  return [...fresh, ...before.filter((post) => !links.has(post.link))].sort((a, b) => b.date.localeCompare(a.date));
}

const posts = (count: number) => `${count} post${count === 1 ? '' : 's'}`;

/**
 * Reads each feed again: its posts join those cached before. A feed that fails (no answer, an HTTP
 * error, text that is no feed or gives no post) keeps what the cache had and adds a warning. Feeds
 * no longer named leave the cache.
 */
export async function refreshCache(
  feeds: readonly string[],
  before: PostsElsewhereCache,
  timeoutMs?: number,
): Promise<Refreshed> {
  const cache: PostsElsewhereCache = {};
  const warnings: string[] = [];
  const results = await Promise.allSettled(feeds.map(async (feed) => readFeed(await fetchFeedText(feed, timeoutMs))));
  feeds.forEach((feed, index) => {
    const result = results[index]!;
    const kept = before[feed] ?? [];
    if (result.status === 'rejected' || result.value.posts.length === 0) {
      const reason = result.status === 'rejected' ? failureReason(result.reason) : 'no post in it';
      warnings.push(`${feed}: ${reason}; kept the ${posts(kept.length)} read before`);
      if (feed in before) cache[feed] = kept;
      return;
    }
    const { posts: fresh, leftOut } = result.value;
    if (leftOut > 0)
      warnings.push(
        `${feed}: left out ${leftOut} item${leftOut === 1 ? '' : 's'} without a title, a web address or a date`,
      );
    cache[feed] = merged(fresh, kept);
  });
  return { cache, warnings };
}
