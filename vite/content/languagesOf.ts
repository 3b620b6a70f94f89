import type { Content, PageContent, PageFormMessages, Words } from '../../src/contentShape/types.ts';
import type { SiteContent } from './contentModule.ts';
import { withMessages } from './messages.ts';
import { translatedPage, wordsOf, type TranslatedPage } from './translatedPage.ts';

/** One language of the site as its content writes it: its page, and what it gives of its own. */
export interface WrittenLanguage extends TranslatedPage {
  /**
   * The language's own words: the default's are the content module's exports, another's its `words`.
   * Its posts, search, case-study files and CV are read here, never from `content`, where the default's
   * lie under a language that gives none.
   */
  own: Words<Content>;
  /** Where `own` is in the content module, put before an item's name in messages: `''`, `languages.others (ar): words.` */
  where: string;
}

/** One language of the site as the build reads it: its messages text (messages.ts). */
export interface SiteLanguage extends Omit<WrittenLanguage, 'content' | 'formMessages'> {
  content: PageContent;
  formMessages: PageFormMessages;
}

/** The site's languages, the default first: the build's one list, each page made once, here. */
export type SiteLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

/**
 * Each language's page made once from the content, its messages checked and read as text
 * (messages.ts); `file` names the content module in their errors and warnings.
 */
export function languagesOf(content: SiteContent, file = 'the content module'): SiteLanguages {
  const checked = (language: WrittenLanguage) =>
    withMessages(language, `${file}: ${language.where}`, (text) => console.warn(text));
  const { languages } = content;
  const others = languages.others.map((translation) => {
    // Made once: words given as a function are the function's answer for this content.
    const own = wordsOf(translation.words, content);
    const page = translatedPage(content, { ...translation, words: own });
    return {
      ...page,
      // A language whose words leave the form's messages out has the default's.
      formMessages: page.formMessages ?? content.formMessages,
      own,
      where: `languages.others (${translation.lang}): words.`,
    };
  });
  const defaultPage = { ...languages.default, path: '', content, formMessages: content.formMessages };
  return [checked({ ...defaultPage, own: content as Words<Content>, where: '' }), ...others.map(checked)];
}
