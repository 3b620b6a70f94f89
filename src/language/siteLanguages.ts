import * as defaultContent from '@/content/site';
import type { Content, Language } from '@/content/types';
import { localise } from './localise';

/** One page of the site in one language. */
export interface PageLanguage extends Language {
  /** Its folder under the base path: `''` for the default language, `ru/` for Russian. */
  path: string;
  content: Content;
}

const { default: defaultLanguage, others } = defaultContent.languages;

/** Every language of the site, the default first, each with its page's folder and content. */
export const siteLanguages: readonly [PageLanguage, ...PageLanguage[]] = [
  { ...defaultLanguage, path: '', content: defaultContent },
  ...others.map(({ words, ...language }) => ({ ...language, path: `${language.lang}/`, content: localise(defaultContent, words, language.lang) })),
];

/** The language a page was rendered in, by its `<html lang>`; the default for any other. */
export function pageLanguage(lang: string): PageLanguage {
  return siteLanguages.find((language) => language.lang === lang) ?? siteLanguages[0];
}
