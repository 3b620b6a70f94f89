import type { Content, Words } from '../../src/contentShape/types.ts';
import type { SiteContent } from './contentModule.ts';
import { translatedPage, wordsOf, type TranslatedPage } from './translatedPage.ts';

/** One language of the site as the build reads it: its page, and what it gives of its own. */
export interface SiteLanguage extends TranslatedPage {
  /**
   * The language's own words: the default's are the content module's exports, another's its `words`.
   * Its posts, search, case-study files and CV are read here, never from `content`, where the default's
   * lie under a language that gives none.
   */
  own: Words<Content>;
  /** Where `own` is in the content module, put before an item's name in messages: `''`, `languages.others (ar): words.` */
  where: string;
}

/** The site's languages, the default first: the build's one list, each page made once, here. */
export type SiteLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

export function languagesOf(content: SiteContent): SiteLanguages {
  const { languages } = content;
  const others = languages.others.map((translation) => {
    // Made once: words given as a function are the function's answer for this content.
    const own = wordsOf(translation.words, content);
    return {
      ...translatedPage(content, { ...translation, words: own }),
      own,
      where: `languages.others (${translation.lang}): words.`,
    };
  });
  const defaultPage = { ...languages.default, path: '', content, formMessages: content.formMessages };
  return [{ ...defaultPage, own: content as Words<Content>, where: '' }, ...others];
}
