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
import latestPosts from 'virtual:latest-posts/default';
import { pageLanguages } from 'virtual:page-languages';
import type { PageLanguage } from './translatedPages';

// Named, not a namespace import, and not the content's `languages`: the page ships the content's
// exports it reads, and no other language's words.
export const defaultContent: PageContent = {
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

/** The default language's page: the content module's own words, at the base path, and its latest posts. */
export const defaultPageLanguage: PageLanguage = { ...pageLanguages[0], content: defaultContent, latestPosts };
