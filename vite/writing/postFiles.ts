import type { Languages, Writing } from '../../src/contentShape/types.ts';
import { languageFolder } from '../../src/language/languageFolder.ts';

/** A language's posts as its content names them, with the words around them. */
export interface LanguagePosts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The language's folder under the base: `''` for the default, `ar/`. */
  folder: string;
  writing: Writing;
}

/**
 * The languages that have posts: the default's `writing` and each other language's own `writing` in
 * its words, each its own list of files (a post may be written in some languages only). A language
 * whose words give no `writing` has none.
 */
export function postFiles(writing: Writing | undefined, languages: Languages): LanguagePosts[] {
  const { lang, dir } = languages.default;
  const own = writing ? [{ lang, dir, folder: '', writing }] : [];
  const translated = languages.others.flatMap(({ lang, dir, words }) =>
    words.writing ? [{ lang, dir, folder: languageFolder(lang), writing: words.writing as Writing }] : [],
  );
  return [...own, ...translated];
}
