import type {
  Experience,
  GeneratedCv,
  Month,
  Owner,
  Project,
  SocialLink,
  TechItem,
} from '../../src/contentShape/types.ts';

/** The parts of the content module a generated CV reads. */
export interface CvContent {
  owner: Owner;
  site: { origin: string };
  socials: readonly SocialLink[];
  techStack: { items: readonly TechItem[] };
  experience: Experience;
  projects: readonly Project[];
}

/** What a CV is written from: the content, its `resume.cv`, and the address the site is published at. */
export interface CvSource {
  content: CvContent;
  cv: GeneratedCv;
  /** The page's address with its base path, e.g. `https://your-handle.github.io/portfolio/` (a language's: `…/portfolio/ru/`). */
  siteAddress: string;
  /** The direction its language is written in. */
  dir: 'ltr' | 'rtl';
}

/** A project's `#` link: there is none. */
export const NO_LINK = '#';

/** The projects the CV lists: `cv.projects` in its order, or all. Fails naming an id no project has. */
export function cvProjects({ content, cv }: CvSource): Project[] {
  if (!cv.projects) return [...content.projects];
  return cv.projects.map((id, index) => {
    const project = content.projects.find((candidate) => candidate.id === id);
    if (!project) throw new Error(`resume.cv.projects[${index}]: no project has the id ${id}`);
    return project;
  });
}

/** The social links the CV shows: those with an address. */
export const cvSocials = ({ content }: CvSource) => content.socials.filter((social) => social.href !== '');

/** `2021-03` as a reader of `language` says it, e.g. "Mar 2021". */
export function cvMonth(month: Month, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year!, monthNumber! - 1, 1),
  );
}
