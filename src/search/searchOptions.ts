import type { Options } from 'minisearch';

/** What the search finds: a project's card, a case study, a post, an Experience entry. */
export type SearchKind = 'project' | 'caseStudy' | 'post' | 'experience';

/** The kinds in the order the search page lists them. */
export const searchKinds: readonly SearchKind[] = ['project', 'caseStudy', 'post', 'experience'];

/** One thing the search finds, with the page (and place on it) it leads to. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** Its address under the base path, in its language's folder. */
  url: string;
  /** One line shown under the title. */
  summary: string;
  text: string;
  tags: string;
}

/** What a result shows, kept in the index beside its terms. */
export type SearchResultFields = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'summary'>;

/** A text's words as its language cuts them (Arabic, Cyrillic, CJK alike), punctuation left out. */
export function searchWords(text: string, lang: string): string[] {
  const segments = new Intl.Segmenter(lang, { granularity: 'word' }).segment(text);
  return Array.from(segments, (segment) => (segment.isWordLike ? segment.segment : '')).filter(Boolean);
}

/** A word as the index keeps it: lower case, without accents or Arabic vowel marks, so "Café" finds "cafe". */
export const searchTerm = (word: string, lang: string): string =>
  word.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase(lang);

/**
 * MiniSearch's options for a language's index: the build writes the index with them and the page
 * reads it back with the same ones (a serialized index keeps no functions). Prefix matching finds a
 * word as it is typed; a longer word forgives one typo in five letters.
 */
export function searchOptions(lang: string): Options<SearchDocument> {
  return {
    fields: ['title', 'text', 'tags'],
    storeFields: ['kind', 'title', 'url', 'summary'],
    tokenize: (text) => searchWords(text, lang),
    processTerm: (word) => searchTerm(word, lang) || null,
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boost: { title: 3, tags: 2 },
      combineWith: 'AND',
    },
  };
}
