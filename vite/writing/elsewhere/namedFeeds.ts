import type { Languages, Writing } from '../../../src/contentShape/types.ts';
import { postFiles } from '../postFiles.ts';

/** Every feed address the content's languages name in their `writing.elsewhere`, each once. */
export function namedFeeds(writing: Writing | undefined, languages: Languages): string[] {
  return [...new Set(postFiles(writing, languages).flatMap((language) => language.writing.elsewhere?.feeds ?? []))];
}
