import type { Translation } from '@/content/types';
import type { LanguageLatestPosts } from '@/writing/latestPosts';
import { translationChunks } from 'virtual:page-languages';
import { loadWithRetry } from '@/services/loadWithRetry';

/** What a language's chunk gives its page: the language with its words, its latest posts (vite/languageModules.ts). */
export interface TranslationChunk {
  translation: Translation;
  latestPosts: LanguageLatestPosts | null;
}

/**
 * The words of the language a page was rendered in, by its `<html lang>` (scripts/prerender.mjs writes
 * it): another language's come from their own chunk, fetched beside the app, with retries; the
 * default's come with the app (undefined here).
 */
export async function loadTranslation(lang: string): Promise<TranslationChunk | undefined> {
  const chunk = translationChunks?.[lang];
  return chunk ? loadWithRetry(chunk) : undefined;
}
