import type { FixedSectionId } from '@/content/types';

/** One post as the main page lists it. */
export interface ListedPost {
  slug: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  summary: string;
}

/** The main page's section of the newest posts in one language, with its words. */
export interface LanguageLatestPosts {
  title: string;
  menuTitle: string;
  /** The link to the posts' index. */
  allPosts: string;
  posts: readonly ListedPost[];
}

/** The newest posts of each language whose main page lists them (`writing.latest`), and the section they follow. */
export interface LatestPostsData {
  after: FixedSectionId;
  /** By language code; a language missing here has no such section. */
  languages: Readonly<Record<string, LanguageLatestPosts>>;
}

/**
 * Where a language's page places its latest posts, the section they follow (`after`, the same in every
 * language) and their menu title, or null where it lists none (no `writing.latest`, or every post a
 * draft). The page's menus and the build's header width (vite/header) place them by this.
 */
export function latestPlacement(
  after: FixedSectionId | null | undefined,
  posts: LanguageLatestPosts | null | undefined,
): { after: FixedSectionId; menuTitle: string } | null {
  return after && posts ? { after, menuTitle: posts.menuTitle } : null;
}
