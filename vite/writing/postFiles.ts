import type { Writing } from '../../src/contentShape/types.ts';
import type { SiteLanguages } from '../content/languagesOf.ts';

/** A language's posts as its content names them, with the words around them. */
export interface LanguagePosts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The language's folder under the base: `''` for the default, `ar/`. */
  folder: string;
  writing: Writing;
}

/**
 * The languages that have posts: each language's own `writing` (the default's export, another's in its
 * words), each its own list of files (a post may be written in some languages only). A language whose
 * words give no `writing` has none.
 */
export function postFiles(languages: SiteLanguages): LanguagePosts[] {
  return languages.flatMap(({ lang, dir, path: folder, own }) =>
    own.writing ? [{ lang, dir, folder, writing: own.writing as Writing }] : [],
  );
}
