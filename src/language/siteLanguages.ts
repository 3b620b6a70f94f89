import { languages } from '@/content/site';
import latestPosts from 'virtual:latest-posts';
import { defaultContent, defaultPageLanguage } from './defaultPageLanguage';
import { translatedPages, type PageLanguage } from './translatedPages';

export type { PageLanguage } from './translatedPages';

/**
 * Every language of the site, the default first, each with its page's folder, content and latest posts:
 * what the prerender renders. A page's script never reads this list, which holds every language's
 * words: it loads its own language alone (loadTranslation.ts).
 */
export const siteLanguages: readonly [PageLanguage, ...PageLanguage[]] = [
  defaultPageLanguage,
  ...translatedPages(defaultContent, languages.others).map((page) => ({
    ...page,
    latestPosts: latestPosts?.languages[page.lang] ?? null,
  })),
];

/** The language a page was rendered in, by its `<html lang>`; the default for any other. */
export function pageLanguage(lang: string): PageLanguage {
  return siteLanguages.find((language) => language.lang === lang) ?? siteLanguages[0];
}
