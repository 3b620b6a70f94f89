import type { Content, Translation, Words } from '../../src/contentShape/types.ts';
import type { PageLanguage } from '../../src/language/translatedPages.ts';
import { translatedPage, wordsOf } from '../../src/language/translatedPages.ts';
import type { SiteContent } from './contentModule.ts';
import type { ContentPart } from './runContentModule.ts';

/** Where a language's words are written: the file that exports them and the export's name. */
export interface WordsFile {
  file: string;
  name: string;
}

/** One language of the site as the build reads it: its page, and what it gives of its own. */
export interface SiteLanguage extends PageLanguage {
  /**
   * The language's own words: the default's are the content module's exports, another's its `words`.
   * Its posts, search, case-study files and CV are read here, never from `content`, where the default's
   * lie under a language that gives none.
   */
  own: Words<Content>;
  /** Where `own` is in the content module, put before an item's name in messages: `''`, `languages.others (ar): words.` */
  where: string;
  /**
   * The file that exports the language's words on their own (`languages/ru.ts`'s `ru`), if one does:
   * its page's script loads them from there alone (vite/languageModules.ts). Words written inside the
   * content module have none and ship in every page's script.
   */
  wordsFile?: WordsFile;
}

/** The site's languages, the default first: the build's one list, each page made as the page makes its own (translatedPage). */
export type SiteLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

/**
 * `parts`, the modules the content module ran (runContentModule.ts), name the file that exports each
 * language's words, found by identity: the very object or function `languages.others[i].words` is.
 */
export function languagesOf(content: SiteContent, parts: readonly ContentPart[] = []): SiteLanguages {
  const { languages } = content;
  const others = languages.others.map((translation) => {
    const wordsFile = wordsFileOf(translation.words, parts);
    // Made once: words given as a function are the function's answer for this content.
    const own = wordsOf(translation.words, content);
    return {
      ...translatedPage(content, { ...translation, words: own }),
      own,
      where: `languages.others (${translation.lang}): words.`,
      ...(wordsFile && { wordsFile }),
    };
  });
  return [{ ...languages.default, path: '', content, own: content as Words<Content>, where: '' }, ...others];
}

const identifier = /^[A-Za-z_$][\w$]*$/;

function wordsFileOf(words: Translation['words'], parts: readonly ContentPart[]): WordsFile | undefined {
  for (const { file, exports } of parts) {
    const name = Object.keys(exports).find(
      (key) => key !== 'default' && identifier.test(key) && exports[key] === words,
    );
    if (name) return { file, name };
  }
  return undefined;
}
