import type { PageContent } from '../../src/contentShape/types.ts';

/** Every part of the content a page holds (`PageContent`): typed so that a part added to the shape must be named here. */
const pageParts: Record<keyof PageContent, true> = {
  owner: true,
  site: true,
  appearance: true,
  logoText: true,
  typingTitles: true,
  headerMenu: true,
  footerMenu: true,
  socials: true,
  techStack: true,
  experience: true,
  resume: true,
  freelance: true,
  feedback: true,
  projectsSection: true,
  filterTabs: true,
  projects: true,
  caseStudyLabels: true,
  contact: true,
  copyright: true,
  interfaceText: true,
};

/** What a page shows of a language's content, without what the build alone reads (posts, search, the module's other exports). */
export const pageContentOf = (content: PageContent): PageContent =>
  Object.fromEntries(Object.keys(pageParts).map((part) => [part, content[part as keyof PageContent]])) as PageContent;
