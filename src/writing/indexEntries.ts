import type { PostElsewhere, PostFacts } from '@/content/types';

export type OwnPost = { slug: string; facts: PostFacts };
export type ListedElsewhere = PostElsewhere & { site: string };

export type IndexEntry = { own: OwnPost; date: string } | { elsewhere: ListedElsewhere; date: string };

/** The site's own posts and those published elsewhere in one list, newest first; on the same day, the site's own first. */
export function indexEntries(own: readonly OwnPost[], elsewhere: readonly ListedElsewhere[]): IndexEntry[] {
  return [
    ...own.map((post) => ({ own: post, date: post.facts.date })),
    ...elsewhere.map((post) => ({ elsewhere: post, date: post.date })),
  ].sort((a, b) => b.date.localeCompare(a.date));
}
