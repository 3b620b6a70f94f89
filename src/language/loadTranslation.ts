import type { Translation } from '@/content/types';
import { translationChunks } from 'virtual:page-languages';
import { loadWithRetry } from '@/services/loadWithRetry';

/**
 * The words of the language a page was rendered in, by its `<html lang>` (scripts/prerender.mjs writes
 * it): another language's come from their own chunk, fetched beside the app, with retries; the
 * default's come with the app (undefined here).
 */
export async function loadTranslation(lang: string): Promise<Translation | undefined> {
  const chunk = translationChunks?.[lang];
  return chunk ? (await loadWithRetry(chunk)).translation : undefined;
}
