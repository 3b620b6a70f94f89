import { pageChunks } from 'virtual:page-chunks';
import { loadWithRetry } from '@/services/loadWithRetry';
import type { PageLanguage } from './pageLanguage';

/**
 * The page in the language it was rendered in, by its `<html lang>` (scripts/prerender.mjs writes it):
 * with several languages, its own chunk, fetched beside the app, with retries; with one, it is in the
 * app (undefined here).
 */
export async function loadPageLanguage(lang: string): Promise<PageLanguage | undefined> {
  const chunk = pageChunks?.[lang];
  return chunk ? (await loadWithRetry(chunk)).page : undefined;
}
