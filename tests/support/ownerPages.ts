import { pathToFileURL } from 'node:url';
import { caseStudyPath, caseStudySlug } from '../../src/caseStudy/caseStudyAddress';
import { contentModule } from '../../vite/content/contentModule';
import { siteLanguages } from './fixtureLanguages';

/** The content the owner's build was made from (`npm run build:owner`: theirs, or CONTENT_MODULE's). */
export const ownerContent = (await import(pathToFileURL(contentModule()).href)) as Parameters<typeof siteLanguages>[0];
export const ownerLanguages = siteLanguages(ownerContent);

/** Each language's pages, by their address under the base: the main page and its case studies. */
export const ownerPages = ownerLanguages.flatMap((language) => [
  { address: language.path, name: `${language.lang} main page`, file: `${language.lang}-main`, language, main: true },
  ...language.content.projects
    .filter((project) => project.caseStudy)
    .map((project) => ({
      address: `${language.path}${caseStudyPath(caseStudySlug(project.caseStudy!))}`,
      name: `${language.lang} case study of ${project.title}`,
      file: `${language.lang}-${caseStudySlug(project.caseStudy!)}`,
      language,
      main: false,
    })),
]);
