import type { Content, Words } from '../../src/contentShape/types.ts';
import type { PageLanguage } from '../../src/language/translatedPages.ts';
import { translatedPage } from '../../src/language/translatedPages.ts';
import type { SiteContent } from './contentModule.ts';

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
}

/** The site's languages, the default first: the build's one list, each page made as the page makes its own (translatedPage). */
export type SiteLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

export function languagesOf(content: SiteContent): SiteLanguages {
  const { languages } = content;
  const others = languages.others.map((translation) => ({
    ...translatedPage(content, translation),
    own: translation.words,
    where: `languages.others (${translation.lang}): words.`,
  }));
  return [{ ...languages.default, path: '', content, own: content as Words<Content>, where: '' }, ...others];
}
