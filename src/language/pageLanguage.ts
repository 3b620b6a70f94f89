import type { Language, PageContent } from '@/content/types';
import type { LanguageLatestPosts } from '@/writing/latestPosts';

/** One page of the site in one language, as its script holds it (vite/languageModules.ts writes each). */
export interface PageLanguage extends Language {
  /** Its folder under the base path: `''` for the default language, `ru/` for Russian. */
  path: string;
  content: PageContent;
  /** Its newest posts where its main page lists them (vite/writing/latestPosts.ts). */
  latestPosts: LanguageLatestPosts | null;
}
