import {
  appearance,
  caseStudyLabels,
  contact,
  copyright,
  experience,
  feedback,
  filterTabs,
  footerMenu,
  freelance,
  headerMenu,
  interfaceText,
  languages,
  logoText,
  owner,
  projects,
  projectsSection,
  resume,
  site,
  socials,
  techStack,
  typingTitles,
} from '@/content/site';
import type { FormMessages, Language, PageContent, Translation } from '@/content/types';
import { localise } from './localise';

/** One page of the site in one language. */
export interface PageLanguage extends Language {
  /** Its folder under the base path: `''` for the default language, `ru/` for Russian. */
  path: string;
  content: PageContent;
  /** The form's messages in a language other than the default (the default's load with the form: sections/contact/formWords.ts). */
  formMessages?: FormMessages;
}

// Named, not a namespace import: the page ships the content's exports it reads, not every export of the module.
const defaultContent: PageContent = {
  owner,
  site,
  appearance,
  logoText,
  typingTitles,
  headerMenu,
  footerMenu,
  socials,
  techStack,
  experience,
  resume,
  freelance,
  feedback,
  projectsSection,
  filterTabs,
  projects,
  caseStudyLabels,
  contact,
  copyright,
  interfaceText,
};

const { default: defaultLanguage, others } = languages;

/** Every language of the site, the default first, each with its page's folder and content. */
export const siteLanguages: readonly [PageLanguage, ...PageLanguage[]] = [
  { ...defaultLanguage, path: '', content: defaultContent },
  ...others.map((translation) => translatedPage(defaultContent, translation)),
];

/** A language's page: the default content with the language's words laid over it, the form's messages beside it. */
export function translatedPage(content: PageContent, { words, ...language }: Translation): PageLanguage {
  const { formMessages, ...pageWords } = words;
  return { ...language, path: `${language.lang}/`, content: localise(content, pageWords, language.lang), formMessages };
}

/** The language a page was rendered in, by its `<html lang>`; the default for any other. */
export function pageLanguage(lang: string): PageLanguage {
  return siteLanguages.find((language) => language.lang === lang) ?? siteLanguages[0];
}
