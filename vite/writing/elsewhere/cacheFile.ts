import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostElsewhere } from '../../../src/contentShape/types.ts';
import { displayPath } from '../../../scripts/lib/displayPath.mjs';
import { isCalendarDay } from '../../content/calendarDay.ts';

/** Beside the content module: what `npm run writing:refresh` last read from each feed. */
export const CACHE_FILE = 'posts-elsewhere.json';

/** Each feed's address and its posts, newest first. */
export type PostsElsewhereCache = Record<string, PostElsewhere[]>;

export const cachePath = (contentFolder: string) => path.join(contentFolder, CACHE_FILE);

/** What is wrong with one cached post, if anything. */
function postMistake(post: unknown): string | undefined {
  if (typeof post !== 'object' || post === null) return 'is not an object';
  const { title, date, summary, link } = post as Record<string, unknown>;
  for (const [key, value] of Object.entries({ title, date, summary, link }))
    if (typeof value !== 'string') return `has no text "${key}"`;
  if (!(title as string).trim()) return 'has an empty "title"';
  if (!isCalendarDay(date as string)) return `"date" is a day written YYYY-MM-DD, not "${date as string}"`;
  if (!/^https?:\/\//i.test(link as string) || !URL.canParse(link as string))
    return `"link" is an http(s) address, not "${link as string}"`;
  return undefined;
}

/**
 * The cache of a content folder, or `undefined` when there is none yet. A file that is not what the
 * refresh writes (an edit by hand gone wrong) throws, naming the file, the feed and the post.
 */
export function readCache(contentFolder: string): PostsElsewhereCache | undefined {
  const file = cachePath(contentFolder);
  if (!existsSync(file)) return undefined;
  const shown = displayPath(file);
  let cache: unknown;
  try {
    cache = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${shown}: not JSON (${(error as Error).message}); fix it, or delete it and run npm run writing:refresh`,
      { cause: error },
    );
  }
  if (typeof cache !== 'object' || cache === null || Array.isArray(cache))
    throw new Error(`${shown}: holds an object, each feed's address with its posts`);
  for (const [feed, posts] of Object.entries(cache)) {
    if (!Array.isArray(posts)) throw new Error(`${shown}: "${feed}" holds a list of posts`);
    posts.forEach((post: unknown, index) => {
      const mistake = postMistake(post);
      if (mistake) throw new Error(`${shown}: "${feed}", post ${index + 1}: ${mistake}`);
    });
  }
  return cache as PostsElsewhereCache;
}

/** The cache as the refresh writes it: stable, so a feed that did not change leaves the file as it was. */
export const cacheText = (cache: PostsElsewhereCache) => `${JSON.stringify(cache, null, 2)}\n`;
