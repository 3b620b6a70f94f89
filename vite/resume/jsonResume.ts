import type { CvItem, CvSectionKind, Month } from '../../src/contentShape/types.ts';
import { cvProjects, cvSocials, NO_LINK, type CvSource } from './cvContent.ts';

/** Where resume.json is served: beside the page, under the base path. */
export const JSON_RESUME_FILE = 'resume.json';

type Entry = Record<string, unknown>;

const dates = (start?: Month, end?: Month | 'now'): Entry => ({
  ...(start ? { startDate: start } : {}),
  ...(end && end !== 'now' ? { endDate: end } : {}),
});

/** A CV section's item as the JSON Resume section of its kind names its fields. */
const SECTION_ITEM: Record<CvSectionKind, (item: CvItem) => Entry> = {
  education: (item) => ({ institution: item.title, area: item.text, url: item.link, ...dates(item.start, item.end) }),
  languages: (item) => ({ language: item.title, fluency: item.text }),
  certificates: (item) => ({
    name: item.title,
    issuer: item.text,
    url: item.link,
    ...(item.end && item.end !== 'now' ? { date: item.end } : {}),
  }),
  awards: (item) => ({
    title: item.title,
    summary: item.text,
    ...(item.end && item.end !== 'now' ? { date: item.end } : {}),
  }),
  volunteer: (item) => ({
    organization: item.title,
    summary: item.text,
    url: item.link,
    ...dates(item.start, item.end),
  }),
  interests: (item) => ({ name: item.title, keywords: item.text ? [item.text] : [] }),
};

/** Drops the fields left undefined, which JSON would drop anyway, so the object is what the file says. */
const defined = (entry: Entry): Entry =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));

/**
 * The CV's data as JSON Resume (jsonresume.org/schema): basics, work, skills, projects and the CV's
 * sections that have a kind. The same content as the PDF, for the tools that read this format.
 */
export function jsonResume(source: CvSource): Entry {
  const { content, cv, siteAddress } = source;
  const resume: Entry = {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: defined({
      name: content.owner.name,
      label: content.owner.role,
      email: content.owner.email,
      phone: content.owner.phone,
      url: siteAddress,
      summary: cv.summary,
      profiles: cvSocials(source).map((social) => ({ network: social.label, url: social.href })),
    }),
    work: content.experience.entries.map((entry) =>
      defined({
        name: entry.organisation,
        position: entry.role,
        location: entry.place,
        url: entry.link,
        ...dates(entry.start, entry.end),
        highlights: [...entry.lines],
      }),
    ),
    skills: content.techStack.items.map((item) => ({ name: item.title })),
    projects: cvProjects(source).map((project) =>
      defined({
        name: project.title,
        description: project.text,
        url: [project.hrefLive, project.hrefCode].find((href) => href !== NO_LINK),
      }),
    ),
    meta: { canonical: `${siteAddress}${JSON_RESUME_FILE}`, language: cv.language },
  };
  for (const section of cv.sections ?? []) {
    if (!section.kind) continue;
    const items = section.items.map((item) => defined(SECTION_ITEM[section.kind!](item)));
    resume[section.kind] = [...((resume[section.kind] as Entry[] | undefined) ?? []), ...items];
  }
  return resume;
}
