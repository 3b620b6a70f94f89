import type {
  Content,
  FormMessages,
  Language,
  Translation,
  Words,
  WrittenPageContent,
} from '../../src/contentShape/types.ts';
import { languageFolder } from '../../src/language/languageFolder.ts';
import { localise } from './localise.ts';

/** One page of the site in one language, as the build makes it from the content as written: its folder, its content, its form's messages. */
export interface TranslatedPage extends Language {
  /** Its folder under the base path: `''` for the default language, `ru/` for Russian. */
  path: string;
  content: WrittenPageContent;
  formMessages: FormMessages;
}

/** A language's words: given, or made from the default's content. */
export const wordsOf = (words: Translation['words'], content: WrittenPageContent): Words<Content> =>
  typeof words === 'function' ? words(content) : words;

/**
 * A language's page: the default content with the language's words laid over it, the form's messages
 * beside it. Its projects keep the default's `caseStudy`: a case study's address is the default file's
 * name in every language (the language's own file is the build's to read: vite/caseStudies/).
 */
export function translatedPage(content: WrittenPageContent, translation: Translation): TranslatedPage {
  const { words, ...language } = translation;
  const { formMessages, ...pageWords } = wordsOf(words, content);
  const localised = localise(content, pageWords, language.lang);
  const projects = localised.projects.map((project, index) => {
    const { caseStudy } = content.projects[index]!;
    return caseStudy ? { ...project, caseStudy } : project;
  });
  return { ...language, path: languageFolder(language.lang), content: { ...localised, projects }, formMessages };
}
