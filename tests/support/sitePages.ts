import type { PageLanguage } from '../../src/language/pageLanguage';
import type { SiteContent } from '../../vite/content/contentModule';
import { languagesOf } from '../../vite/content/languagesOf';
import { pageData } from '../../vite/languageModules';

/**
 * A content module's pages as the build writes them for the prerender (`virtual:site-languages`,
 * vite/languageModules.ts), without latest posts: to render a page of content the test makes.
 */
export const sitePages = (content: SiteContent): PageLanguage[] =>
  languagesOf(content).map((language) => ({ ...pageData(language), latestPosts: null }));
