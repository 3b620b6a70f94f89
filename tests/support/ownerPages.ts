import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { caseStudyPath, caseStudySlug } from '../../src/caseStudies/caseStudyAddress';
import { writingPath } from '../../src/writing/writingAddress';
import { contentModule } from '../../vite/content/contentModule';
import { ownerOutDir } from '../servers';
import { siteLanguages } from './fixtureLanguages';

/** The content the owner's build was made from (`npm run build:owner`: theirs, or CONTENT_MODULE's). */
export const ownerContent = (await import(pathToFileURL(contentModule()).href)) as Parameters<typeof siteLanguages>[0];
export const ownerLanguages = siteLanguages(ownerContent);

/** Every HTML file of the owner's build, by its path under the output folder. */
export const ownerHtmlFiles = readdirSync(ownerOutDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);

/**
 * Each language's pages, by their address under the base: the main page, its case studies, and the
 * posts' pages the build wrote (each post, the index, each tag's page: whichever the content has).
 * `file` names the page's own snapshot.
 */
export const ownerPages = [
  ...ownerLanguages.flatMap((language) => [
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
  ]),
  ...ownerLanguages.flatMap((language) =>
    ownerHtmlFiles
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.startsWith(`${language.path}${writingPath}`) && file.endsWith('/index.html'))
      .map((file) => file.replace(/index\.html$/, ''))
      .map((address) => ({
        address,
        name: `${language.lang} writing page ${address}`,
        file: `${language.lang}-${address.slice(language.path.length).replace(/\/$/, '').split('/').join('-')}`,
        language,
        main: false,
      })),
  ),
];
