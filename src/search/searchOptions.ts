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

/**
 * A run of Han, kana or Hangul: scripts whose words the word segmenter cuts by dictionary, so that a
 * word it does not know (a katakana loanword) comes apart inside a sentence and stays whole as a
 * query, and the two never meet. Punctuation and spaces end a run.
 */
const unspacedRun = /(?:(?![\p{P}\p{Z}])[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}])+/gu;

/** A run's overlapping pairs of characters (a lone character as it is): the same pairs wherever the word stands. */
function characterPairs(run: string): string[] {
  const characters = [...run];
  if (characters.length < 2) return characters;
  return characters.slice(1).map((character, at) => `${characters[at]}${character}`);
}

/**
 * A text's words, the index's and the query's cut the same way: Han, kana and Hangul as pairs of
 * characters, other scripts as their language cuts words (Arabic, Cyrillic, Latin alike),
 * punctuation left out. Compatibility forms first become their plain ones (half-width katakana, a
 * dakuten typed as a mark of its own, full-width Latin).
 */
export function searchWords(text: string, lang: string): string[] {
  const plain = text.normalize('NFKC');
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const spacedWords = (part: string) =>
    Array.from(segmenter.segment(part), (segment) => (segment.isWordLike ? segment.segment : '')).filter(Boolean);
  const words: string[] = [];
  let from = 0;
  for (const run of plain.matchAll(unspacedRun)) {
    words.push(...spacedWords(plain.slice(from, run.index)), ...characterPairs(run[0]));
    from = run.index + run[0].length;
  }
  return [...words, ...spacedWords(plain.slice(from))];
}

/** Kana, whose voicing marks (ジ, パ) make other words, not accents. */
const kana = /[\p{scx=Hiragana}\p{scx=Katakana}]/u;

/**
 * A word as the index keeps it: lower case, without accents or Arabic vowel marks, so "Café" finds
 * "cafe"; kana keep their dakuten and handakuten (ジ is not シ).
 */
export const searchTerm = (word: string, lang: string): string =>
  kana.test(word)
    ? word.normalize('NFKC').toLocaleLowerCase(lang)
    : word.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase(lang);

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
