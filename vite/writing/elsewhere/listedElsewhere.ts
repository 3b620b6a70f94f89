import type { PostElsewhere, Writing } from '../../../src/contentShape/types.ts';
import { CACHE_FILE, type PostsElsewhereCache } from './cacheFile.ts';

/** A post published elsewhere as a language's index lists it: with the site it is on. */
export interface ListedElsewhere extends PostElsewhere {
  /** The host of its link, without `www.`: `dev.to`, `medium.com`, `ada.hashnode.dev`. */
  site: string;
}

/**
 * The posts of the feeds a language names, as the cache holds them, newest first. A feed the cache
 * does not hold yet (never refreshed, or never answered) lists nothing and is named in `warn`.
 */
export function listedElsewhere(
  writing: Writing,
  lang: string,
  cache: PostsElsewhereCache | undefined,
  warn: (message: string) => void,
): ListedElsewhere[] {
  const listed: ListedElsewhere[] = [];
  for (const feed of writing.elsewhere?.feeds ?? []) {
    const posts = cache?.[feed];
    if (!posts) {
      warn(`writing (${lang}): ${CACHE_FILE} holds nothing read from ${feed} yet; run npm run writing:refresh`);
      continue;
    }
    listed.push(...posts.map((post) => ({ ...post, site: new URL(post.link).hostname.replace(/^www\./, '') })));
  }
  return listed.sort((a, b) => b.date.localeCompare(a.date));
}
