import type { Words, WrittenPageContent } from '../../src/contentShape/types.ts';

type Value = unknown;

const isRecord = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The default language's value with another language's words laid over it: texts from `words`,
 * whatever `words` leaves out (addresses, files, ids, numbers) from `shared`. A list must have as many
 * items as the default's, so each item keeps its pictures and links; `where` names the place in errors.
 */
function overlay(shared: Value, words: Value, where: string): Value {
  if (words === undefined) return shared;
  if (Array.isArray(shared) && Array.isArray(words)) {
    if (words.length !== shared.length) {
      throw new Error(
        `${where} has ${words.length} items where the default language has ${shared.length}: give each item its words, in the same order`,
      );
    }
    return shared.map((item: Value, index) => overlay(item, words[index], `${where}[${index}]`));
  }
  if (isRecord(shared) && isRecord(words)) {
    const merged: Record<string, Value> = { ...shared };
    for (const [key, value] of Object.entries(words)) merged[key] = overlay(shared[key], value, `${where}.${key}`);
    return merged;
  }
  return words;
}

/**
 * What a language's words give of its own, not laid over the default's: its posts, a list of its own
 * files (vite/writing/), and its search's words (vite/search/: a language without has no search).
 */
const OWN_KEYS: readonly string[] = ['writing', 'search'];

/** The content of a language's page: the default content with the language's words laid over it. */
export function localise(
  content: WrittenPageContent,
  words: Words<WrittenPageContent>,
  lang: string,
): WrittenPageContent {
  const laid = Object.fromEntries(Object.entries(words).filter(([key]) => !OWN_KEYS.includes(key)));
  return overlay(content, laid, `languages.others (${lang}): words`) as WrittenPageContent;
}
