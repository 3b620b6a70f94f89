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
import type { PageContent } from '@/content/types';
import type { PageLanguage } from './translatedPages';
import { translatedPages } from 'virtual:translated-pages';

export type { PageLanguage } from './translatedPages';

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

function languagesOfSite(): readonly [PageLanguage, ...PageLanguage[]] {
  return [
    { ...languages.default, path: '', content: defaultContent },
    ...(translatedPages?.(defaultContent, languages.others) ?? []),
  ];
}

/** Every language of the site, the default first, each with its page's folder and content. */
export const siteLanguages = languagesOfSite();

/** The default language's page. */
export const defaultPageLanguage = (): PageLanguage => siteLanguages[0];

/** Whether the content declares more than one language (known at build time: a one-language page leaves the switching out). */
export const severalLanguages = translatedPages !== null;

/** The language a page was rendered in, by its `<html lang>`; the default for any other. */
export function pageLanguage(lang: string): PageLanguage {
  return siteLanguages.find((language) => language.lang === lang) ?? siteLanguages[0];
}
