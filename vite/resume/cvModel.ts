import type { CvItem, ExperienceEntry, Month } from '../../src/contentShape/types.ts';
import { cvMonth, cvProjects, cvSocials, NO_LINK, type CvSource } from './cvContent.ts';

/** A piece of text, the content item it comes from (for errors), and where it links to. */
export interface CvText {
  text: string;
  from: string;
  link?: string;
  /** Language of the text when it differs from the CV's. */
  lang?: string;
}

/** One line of runs, laid out one after the other. */
export type CvLine = readonly CvText[];

/** A position, a project, an item: a bold title line, plain lines, points as a bulleted list, a last line. */
export interface CvEntry {
  title: CvLine;
  lines: readonly CvLine[];
  bullets: readonly CvText[];
  /** After the points: a position's technologies. */
  footer?: CvLine;
}

export interface CvBlock {
  heading: CvText;
  /** Text under the heading: the summary, the technologies. */
  paragraph?: CvLine;
  entries: readonly CvEntry[];
}

/** The CV as the PDF and its checks read it: every text in reading order, nothing laid out yet. */
export interface CvModel {
  language: string;
  dir: 'ltr' | 'rtl';
  paper: 'A4' | 'Letter';
  name: CvText;
  role: CvText;
  /** The owner's own contacts on one line, the social profiles on the next. */
  contact: readonly CvLine[];
  blocks: readonly CvBlock[];
}

/** The mark before each point of a list. */
export const BULLET: CvText = { text: '\u2022', from: "the CV's list bullet" };

const SEPARATOR = ' \u00B7 ';
const DASH = ' \u2013 ';
const CONTACT_SEPARATOR = '  \u00B7  ';
/** The comma after a role and between technologies: the Arabic comma (،) for a language written in Arabic script. */
const comma = (language: string) => (new Intl.Locale(language).maximize().script === 'Arab' ? '\u060C ' : ', ');

const plain = (text: string, from: string): CvText => ({ text, from });
/** An address as people read it: without `https://`, `mailto:` or a trailing slash. */
export const shownAddress = (href: string) => href.replace(/^(https?:\/\/|mailto:|tel:)/, '').replace(/\/$/, '');
const address = (href: string, from: string): CvText => ({ text: shownAddress(href), from, link: href });

/** Texts with a separator between each two. */
function joined(texts: readonly CvText[], separator = SEPARATOR): CvText[] {
  return texts.flatMap((text, index) => (index === 0 ? [text] : [plain(separator, text.from), text]));
}

function period(
  start: Month | undefined,
  end: Month | 'now' | undefined,
  nowLabel: string,
  language: string,
  from: string,
): CvText[] {
  if (!start && !end) return [];
  const endText = end === 'now' ? nowLabel : end ? cvMonth(end, language) : '';
  const text = [start ? cvMonth(start, language) : '', endText].filter(Boolean).join(DASH);
  return [plain(text, from)];
}

function position(entry: ExperienceEntry, index: number, source: CvSource): CvEntry {
  const from = `experience.entries[${index}]`;
  const { language } = source.cv;
  const organisation = { text: entry.organisation, from: `${from}.organisation`, link: entry.link };
  const meta = joined([
    ...period(entry.start, entry.end, source.content.experience.nowLabel, language, `${from}.start`),
    plain(entry.place, `${from}.place`),
  ]);
  const technologies = entry.technologies?.map((name, at) => plain(name, `${from}.technologies[${at}]`)) ?? [];
  return {
    title: [plain(entry.role, `${from}.role`), plain(comma(language), from), organisation],
    lines: [meta],
    bullets: entry.lines.map((line, at) => plain(line, `${from}.lines[${at}]`)),
    ...(technologies.length ? { footer: joined(technologies, comma(language)) } : {}),
  };
}

function sectionItem(item: CvItem, from: string, source: CvSource): CvEntry {
  const when = period(item.start, item.end, source.content.experience.nowLabel, source.cv.language, `${from}.start`);
  const meta = joined([...(item.text ? [plain(item.text, `${from}.text`)] : []), ...when]);
  return {
    title: [{ text: item.title, from: `${from}.title`, link: item.link }],
    lines: meta.length ? [meta] : [],
    bullets: [],
  };
}

/** The CV's texts in reading order, from the content. Fails naming the item when a project id is unknown. */
export function cvModel(source: CvSource): CvModel {
  const { content, cv, siteAddress } = source;
  const { owner } = content;
  const direct = [
    address(`mailto:${owner.email}`, 'owner.email'),
    { text: owner.phone, from: 'owner.phone', link: `tel:${owner.phone.replace(/[^\d+]/g, '')}` },
    address(siteAddress, 'site.origin'),
  ];
  const socials = cvSocials(source).map((social) => address(social.href, `socials "${social.label}"`));
  const contact = [direct, socials]
    .filter((texts) => texts.length > 0)
    .map((texts) => joined(texts, CONTACT_SEPARATOR));
  const heading = (key: keyof typeof cv.headings) => plain(cv.headings[key], `resume.cv.headings.${key}`);
  const blocks: CvBlock[] = [];
  if (cv.summary)
    blocks.push({ heading: heading('summary'), paragraph: [plain(cv.summary, 'resume.cv.summary')], entries: [] });
  if (content.experience.entries.length > 0) {
    blocks.push({
      heading: heading('experience'),
      entries: content.experience.entries.map((entry, index) => position(entry, index, source)),
    });
  }
  const technologies = content.techStack.items.map((item, index) =>
    plain(item.title, `techStack.items[${index}].title`),
  );
  if (technologies.length > 0)
    blocks.push({ heading: heading('technologies'), paragraph: joined(technologies), entries: [] });
  const projects = cvProjects(source).map((project): CvEntry => {
    const from = `projects (id ${project.id})`;
    const links = [
      [cv.linkLabels.live, project.hrefLive, 'live'],
      [cv.linkLabels.code, project.hrefCode, 'code'],
    ]
      .filter(([, href]) => href !== NO_LINK)
      .map(([label, href, key]) => [
        plain(`${label}: `, `resume.cv.linkLabels.${key}`),
        address(href!, `${from}.href${key === 'live' ? 'Live' : 'Code'}`),
      ]);
    return {
      title: [plain(project.title, `${from}.title`)],
      lines: [
        [{ text: project.text, from: `${from}.text`, lang: project.lang }],
        ...(links.length
          ? [links.flatMap((link, index) => (index === 0 ? link : [plain(SEPARATOR, from), ...link]))]
          : []),
      ],
      bullets: [],
    };
  });
  if (projects.length > 0) blocks.push({ heading: heading('projects'), entries: projects });
  cv.sections?.forEach((section, index) => {
    const from = `resume.cv.sections[${index}]`;
    blocks.push({
      heading: plain(section.title, `${from}.title`),
      entries: section.items.map((item, at) => sectionItem(item, `${from}.items[${at}]`, source)),
    });
  });
  return {
    language: cv.language,
    dir: source.dir,
    paper: cv.paper,
    name: plain(owner.name, 'owner.name'),
    role: plain(owner.role, 'owner.role'),
    contact,
    blocks,
  };
}
