import { defaultContent, defaultPageLanguage } from './defaultPageLanguage';
import type { TranslationChunk } from './loadTranslation';
import { translatedPage, type PageLanguage } from './translatedPages';

/**
 * The page in its language: another language's words laid over the default content, with its latest
 * posts; or the default's own.
 */
export const pageLanguageOf = (chunk: TranslationChunk | undefined): PageLanguage =>
  chunk
    ? { ...translatedPage(defaultContent, chunk.translation), latestPosts: chunk.latestPosts }
    : defaultPageLanguage;
