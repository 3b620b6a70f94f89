import type { SiteLanguages } from '../../content/languagesOf.ts';
import { postFiles } from '../postFiles.ts';

/** Every feed address the content's languages name in their `writing.elsewhere`, each once. */
export function namedFeeds(languages: SiteLanguages): string[] {
  return [...new Set(postFiles(languages).flatMap((language) => language.writing.elsewhere?.feeds ?? []))];
}
