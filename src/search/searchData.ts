import type { AsPlainObject } from 'minisearch';
import type { Search } from '@/content/types';
import type { SearchKind, SearchResultFields } from './searchOptions';

/** The dialog's words in one language, which come with its index, not with the page. */
export type DialogWords = Pick<Search, 'label' | 'placeholder' | 'noResults' | 'resultCount' | 'close' | 'kinds'>;

/** A language's index file: the dialog's words and the MiniSearch index the build wrote. */
export interface SearchIndexFile {
  words: DialogWords;
  index: AsPlainObject;
}

/** `virtual:search`, what the page holds from its first load: per language, the button's name and its index file's address. */
export type SearchButtons = Readonly<Record<string, { label: string; index: string }>>;

/** `virtual:search-pages`, the build's: per language, everything its search page lists. */
export interface SearchPageData {
  lang: string;
  title: string;
  kinds: Search['kinds'];
  found: readonly (SearchResultFields & { kind: SearchKind })[];
  /** Every word the page shows, for its fonts. */
  texts: readonly string[];
}
