import type { SectionId } from '@/content/types';
import { cardAnchor } from './caseStudyAddress';

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
 * another case study and its heading. Fails naming the file and line of the first that does not.
 */
export function checkLinks(studies: readonly CheckedStudy[], sections: readonly SectionId[]): void {
  const bySlug = new Map(studies.map((study) => [study.slug, study]));
  const mainIds = [...sections, ...studies.map((study) => cardAnchor(study.slug))];
  for (const study of studies) {
    for (const { href, line } of study.links) {
      const problem = linkProblem(href, study, bySlug, mainIds);
      if (problem) throw new Error(`${study.file}:${line}: the link ${href} leads nowhere: ${problem}`);
    }
  }
}

function linkProblem(href: string, study: CheckedStudy, bySlug: Map<string, CheckedStudy>, mainIds: readonly string[]): string | undefined {
  if (OUTSIDE.test(href)) return undefined;
  const [path = '', hash] = href.split('#') as [string, string | undefined];
  if (path === '') return study.headingIds.includes(hash ?? '') ? undefined : `this story has no part "${hash}" (it has ${list(study.headingIds)})`;
  if (!path.startsWith('/')) return 'links inside the site start with / (/#contacts, /projects/<name>/), links elsewhere with https://';
  if (path === '/') return !hash || mainIds.includes(hash) ? undefined : `the main page has no section "${hash}" (it has ${list(mainIds)})`;
  const slug = /^\/projects\/([^/]+)\/$/.exec(path)?.[1];
  const target = slug ? bySlug.get(slug) : undefined;
  if (!target) return `there is no case study at ${path} (there are ${list([...bySlug.keys()].map((name) => `/projects/${name}/`))})`;
  if (hash && !target.headingIds.includes(hash)) return `${target.file} has no part "${hash}" (it has ${list(target.headingIds)})`;
  return undefined;
}

const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'none');
