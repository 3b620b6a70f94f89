import { siteLanguages } from 'virtual:site-languages';
import type { PageLanguage } from './pageLanguage';

export type { PageLanguage } from './pageLanguage';

/**
 * Every language of the site, the default first, each with its page's folder, content and latest posts:
 * what the prerender renders. A page's script never reads this list, which holds every language's
 * words: it loads its own language alone (loadPageLanguage.ts).
 */
export { siteLanguages };

/** The language a page was rendered in, by its `<html lang>`; the default for any other. */
export function pageLanguage(lang: string): PageLanguage {
  return siteLanguages.find((language) => language.lang === lang) ?? siteLanguages[0];
}
