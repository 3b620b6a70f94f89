import type { SectionId } from '@/content/types';
import { postPath, writingPath } from '@/writing/writingAddress';
import { cardAnchor, caseStudyPath } from './caseStudyAddress';

export interface CheckedStudy {
  slug: string;
  file: string;
  headingIds: readonly string[];
  links: readonly { href: string; line: number }[];
}

const OUTSIDE = /^(https?:|mailto:|tel:)/i;

/**
 * Every link of every story leads somewhere: `#part` to a heading of the same story, `/#section` to
 * a section of the main page (or `/#project-<slug>`, a case study's card), `/projects/<slug>/#part` to
 * another case study and its heading, and with posts (which are checked too) `/writing/<slug>/#part` to
 * a post and `/writing/` to their index. Fails naming the file and line of the first that does not.
 */
export function checkLinks(
  studies: readonly CheckedStudy[],
  sections: readonly SectionId[],
  posts: readonly CheckedStudy[] = [],
): void {
  const pages = new Map([
    ...studies.map((study) => [`/${caseStudyPath(study.slug)}`, study] as const),
    ...posts.map((post) => [`/${postPath(post.slug)}`, post] as const),
  ]);
  const mainIds = [...sections, ...studies.map((study) => cardAnchor(study.slug))];
  for (const story of [...studies, ...posts]) {
    for (const { href, line } of story.links) {
      const problem =
        href === `/${writingPath}` && posts.length > 0 ? undefined : linkProblem(href, story, pages, mainIds);
      if (problem) throw new Error(`${story.file}:${line}: the link ${href} leads nowhere: ${problem}`);
    }
  }
}

function linkProblem(
  href: string,
  story: CheckedStudy,
  pages: Map<string, CheckedStudy>,
  mainIds: readonly string[],
): string | undefined {
  if (OUTSIDE.test(href)) return undefined;
  const [path = '', hash] = href.split('#') as [string, string | undefined];
  if (path === '')
    return story.headingIds.includes(hash ?? '')
      ? undefined
      : `this story has no part "${hash}" (it has ${list(story.headingIds)})`;
  if (!path.startsWith('/'))
    return 'links inside the site start with / (/#contacts, /projects/<name>/), links elsewhere with https://';
  if (path === '/')
    return !hash || mainIds.includes(hash)
      ? undefined
      : `the main page has no section "${hash}" (it has ${list(mainIds)})`;
  const target = pages.get(path);
  if (!target) return `there is no page at ${path} (there are ${list([...pages.keys()])})`;
  if (hash && !target.headingIds.includes(hash))
    return `${target.file} has no part "${hash}" (it has ${list(target.headingIds)})`;
  return undefined;
}

const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'none');
