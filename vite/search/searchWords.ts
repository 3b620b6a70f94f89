import type { PageContent, Search } from '../../src/contentShape/types.ts';
import type { SiteLanguages } from '../content/languagesOf.ts';

/** A language's search as its content gives it: the default's `search`, each other language's `words.search`. */
export interface LanguageSearch {
  lang: string;
  /** Its folder under the base: `''`, `ar/`. */
  folder: string;
  /** Its page's content, which the index is made of. */
  content: PageContent;
  words: Search;
  /** Where its words are, for messages: `search`, `languages.others (ar): words.search`. */
  where: string;
}

/** The languages that have a search: a language whose words give no `search` has none. */
export function searchLanguages(languages: SiteLanguages): LanguageSearch[] {
  return languages.flatMap(({ lang, path: folder, content, own, where }) =>
    own.search ? [{ lang, folder, content, words: own.search as Search, where: `${where}search` }] : [],
  );
}

const textKeys = ['label', 'placeholder', 'noResults', 'close', 'pageTitle'] as const;
const kindKeys = ['project', 'caseStudy', 'post', 'experience'] as const;

/**
 * Fails the build, naming the content module and the item, on a search whose words are missing, or
 * whose `resultCount` lacks a plural form the language uses (Russian writes 1, 3 and 5 results
 * three ways), names one it does not, or whose `other` has no `#` for the number.
 */
export function checkSearchWords({ lang, words, where }: LanguageSearch, file: string): void {
  const fail = (item: string, problem: string): never => {
    throw new Error(`${file}: ${where}.${item} ${problem}`);
  };
  for (const key of textKeys)
    if (typeof words[key] !== 'string' || !words[key].trim()) fail(key, 'is empty; give its words');
  for (const key of kindKeys)
    if (typeof words.kinds?.[key] !== 'string' || !words.kinds[key].trim())
      fail(`kinds.${key}`, 'is empty; give the kind\u2019s name');
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const given = Object.keys(words.resultCount ?? {});
  const wanted = `give one text for each of ${forms.join(', ')}, # where the number goes`;
  for (const form of forms)
    if (!given.includes(form)) fail('resultCount', `has no \`${form}\`, a plural form ${lang} uses; ${wanted}`);
  for (const form of given) {
    if (!(forms as string[]).includes(form)) fail(`resultCount.${form}`, `is not a plural form of ${lang}; ${wanted}`);
  }
  // A form may spell its number out (Arabic's one and two); `other` counts any number.
  if (!words.resultCount.other?.includes('#')) fail('resultCount.other', 'has no #, where the number goes');
}
