import type { PageContent, Translation } from '@/content/types';
import { localise } from './localise.ts';
import type { PageLanguage } from './siteLanguages';

/** A language's page: the default content with the language's words laid over it, the form's messages beside it. */
export function translatedPage(content: PageContent, { words, ...language }: Translation): PageLanguage {
  const { formMessages, ...pageWords } = words;
  return { ...language, path: `${language.lang}/`, content: localise(content, pageWords, language.lang), formMessages };
}

/** The pages of the languages other than the default. */
export const translatedPages = (content: PageContent, others: readonly Translation[]): PageLanguage[] =>
  others.map((translation) => translatedPage(content, translation));
