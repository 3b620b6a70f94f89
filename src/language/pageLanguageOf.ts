import type { Translation } from '@/content/types';
import { defaultContent, defaultPageLanguage } from './defaultPageLanguage';
import { translatedPage, type PageLanguage } from './translatedPages';

/** The page in its language: another language's words laid over the default content, or the default's own. */
export const pageLanguageOf = (translation: Translation | undefined): PageLanguage =>
  translation ? translatedPage(defaultContent, translation) : defaultPageLanguage;
