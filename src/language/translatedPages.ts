import type { Content, FormMessages, Language, PageContent, Translation, Words } from '@/content/types';
import type { LanguageLatestPosts } from '@/writing/latestPosts';
import { languageFolder } from './languageFolder.ts';
import { localise } from './localise.ts';

/** One page of the site in one language. */
export interface PageLanguage extends Language {
  /** Its folder under the base path: `''` for the default language, `ru/` for Russian. */
  path: string;
  content: PageContent;
  /** The form's messages in a language other than the default (the default's load with the form: contact/form/formWords.ts). */
  formMessages?: FormMessages;
  /** Its newest posts where its main page lists them (vite/writing/latestPosts.ts). */
  latestPosts?: LanguageLatestPosts | null;
}

/** A language's words: given, or made from the default's content. */
export const wordsOf = (words: Translation['words'], content: PageContent): Words<Content> =>
  typeof words === 'function' ? words(content) : words;

/**
 * A language's page: the default content with the language's words laid over it, the form's messages
 * beside it. Its projects keep the default's `caseStudy`: a case study's address is the default file's
 * name in every language (the language's own file is the build's to read: vite/caseStudies/).
 */
export function translatedPage(content: PageContent, translation: Translation): PageLanguage {
  const { words, ...language } = translation;
  const { formMessages, ...pageWords } = wordsOf(words, content);
  const localised = localise(content, pageWords, language.lang);
  const projects = localised.projects.map((project, index) => {
    const { caseStudy } = content.projects[index]!;
    return caseStudy ? { ...project, caseStudy } : project;
  });
  return { ...language, path: languageFolder(language.lang), content: { ...localised, projects }, formMessages };
}

/** The pages of the languages other than the default. */
export const translatedPages = (content: PageContent, others: readonly Translation[]): PageLanguage[] =>
  others.map((translation) => translatedPage(content, translation));
