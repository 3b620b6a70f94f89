import type { PageContent } from '../../src/contentShape/types.ts';
import { caseStudyPath, cardAnchor, caseStudySlug } from '../../src/caseStudies/caseStudyAddress.ts';
import type { SearchDocument } from '../../src/search/searchOptions.ts';
import { postPath } from '../../src/writing/writingAddress.ts';
import type { CaseStudyBuild } from '../caseStudies/caseStudies.ts';
import type { PostBuild } from '../writing/writing.ts';
import { proseOf } from '../writing/readingTime.ts';

/** What one language's search is built from: its page's content, and its own case studies and posts. */
export interface LanguageSources {
  /** The language's folder under the base: `''`, `ar/`. */
  folder: string;
  content: Pick<PageContent, 'projects' | 'filterTabs' | 'experience'>;
  studies: readonly Pick<CaseStudyBuild, 'slug' | 'title' | 'facts' | 'html'>[];
  posts: readonly Pick<PostBuild, 'slug' | 'facts' | 'html'>[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Everything a language's search finds, each with its address under `base` in the language's folder:
 * each project (its card: the case study's anchor where it has one, else the Projects section), each
 * case study, each post (drafts are already left out) and each Experience entry.
 */
export function searchDocuments(base: string, { folder, content, studies, posts }: LanguageSources): SearchDocument[] {
  const page = `${base}${folder}`;
  const kindTitle = (type: string) => content.filterTabs.find((tab) => tab.status === type)?.title ?? '';
  const projects = content.projects.map((project): SearchDocument => {
    const anchor = project.caseStudy ? cardAnchor(caseStudySlug(project.caseStudy)) : 'projects';
    return {
      id: `project-${project.id}`,
      kind: 'project',
      title: project.title,
      url: `${page}#${anchor}`,
      summary: project.text,
      text: project.text,
      tags: kindTitle(project.type),
    };
  });
  const caseStudies = studies.map(({ slug, title, facts, html }): SearchDocument => ({
    id: `case-study-${slug}`,
    kind: 'caseStudy',
    title,
    url: `${page}${caseStudyPath(slug)}`,
    summary: facts.summary,
    text: oneLine([facts.summary, facts.role, facts.outcome ?? '', proseOf(html)].join(' ')),
    tags: (facts.technologies ?? []).join(' '),
  }));
  const ownPosts = posts.map(({ slug, facts, html }): SearchDocument => ({
    id: `post-${slug}`,
    kind: 'post',
    title: facts.title,
    url: `${page}${postPath(slug)}`,
    summary: facts.summary,
    text: oneLine(`${facts.summary} ${proseOf(html)}`),
    tags: (facts.tags ?? []).join(' '),
  }));
  const experience = content.experience.entries.map((entry, index): SearchDocument => ({
    id: `experience-${index}`,
    kind: 'experience',
    title: `${entry.role}, ${entry.organisation}`,
    url: `${page}#experience`,
    summary: entry.place,
    text: [entry.place, ...entry.lines].join(' '),
    tags: (entry.technologies ?? []).join(' '),
  }));
  return [...projects, ...caseStudies, ...ownPosts, ...experience];
}
