import caseStudies from 'virtual:case-studies';
import writing from 'virtual:writing';
import { siteLanguages } from '@/language/siteLanguages';
import { pageSectionsOf } from '@/layout/pageSections';
import { checkLinks } from './checkLinks';

/**
 * The links of every case study and post, a language at a time: each may lead to the main page's
 * sections, to a case study or a post of its own language, and to their parts. Runs before any
 * of those pages is written, so a link that leads nowhere stops the build naming file and line.
 */
export function checkStoryLinks(): void {
  for (const { lang, content } of siteLanguages) {
    const studies = caseStudies.filter((study) => study.lang === lang);
    const posts = writing.find((language) => language.lang === lang)?.posts ?? [];
    checkLinks(studies, pageSectionsOf(content), posts);
  }
}
