/** Shapes of the site's content. The values live in `site.ts`, the one file an owner edits. */

export type SectionId = 'home' | 'tech-stack' | 'experience' | 'projects' | 'feedback' | 'contacts';

export interface MenuItem {
  title: string;
  /** Anchor id of the section the item scrolls to. */
  target: SectionId;
}

/**
 * A picture of yours: a JPEG, PNG or WebP file in src/content/images/, any size at least as big as the
 * layout draws it. The build crops it to its place's shape and makes the AVIF + WebP files.
 */
export interface ContentImage {
  /** Path under src/content/images/, e.g. `projects/chase.png`. */
  src: string;
  alt: string;
  /** The point the crop keeps in view, 0–1 from the left and from the top; the centre if left out. */
  focus?: { x: number; y: number };
}

export interface Owner {
  name: string;
  role: string;
  greeting: string;
  email: string;
  /** Shown as written; dialled without spaces. */
  phone: string;
  photo: ContentImage;
}

export type SocialKind = 'code' | 'messenger' | 'network';

export interface SocialLink {
  kind: SocialKind;
  label: string;
  /** A simple-icons slug or an SVG file under src/content/, drawn in the text colour. */
  icon: string;
  /** An empty href hides the icon. */
  href: string;
}

export interface TechItem {
  /** A simple-icons slug (`svelte`) or an SVG file under src/content/ (`icons/my-tool.svg`). */
  icon: string;
  title: string;
}

export interface FeedbackSlide {
  userName: string;
  text: string;
}

export type ProjectType = 'spa' | 'react' | 'landing page';
export type FilterStatus = 'all' | ProjectType;

export interface FilterTab {
  status: FilterStatus;
  title: string;
}

export interface Project {
  id: number;
  title: string;
  text: string;
  /** Language of `text` when it differs from the page's. */
  lang?: string;
  image: ContentImage;
  type: ProjectType;
  /** `#` means there is no live preview. */
  hrefLive: string;
  /** `#` means the code is not public. */
  hrefCode: string;
  /**
   * A Markdown file beside the content module telling the project's story, e.g.
   * `case-studies/search-chase.md`: its page is `projects/search-chase/`, and the card links to it.
   */
  caseStudy?: string;
}

/** A calendar month, `YYYY-MM`. */
export type Month = `${number}-${number}`;

export interface ExperienceEntry {
  role: string;
  organisation: string;
  /** Where the work was done: a city, a country, `Remote`. */
  place: string;
  start: Month;
  /** `'now'` for the position you hold. */
  end: Month | 'now';
  /** What you did there, a sentence each; two to four read best. */
  lines: readonly string[];
  /** The organisation's site. */
  link?: string;
  technologies?: readonly string[];
}

export interface Experience {
  title: string;
  /** The item it adds to the header, mobile and footer menus. */
  menuTitle: string;
  /** How a position you still hold ends, e.g. `Present`. */
  nowLabel: string;
  /** The section it follows on the page and in the menus. */
  after: Exclude<SectionId, 'experience'>;
  /** Newest first. With none, the page has no Experience section and the menus no item for it. */
  entries: readonly ExperienceEntry[];
}

/**
 * Your CV, offered in the hero, the footer and the mobile menu: a PDF of your own in src/content/
 * (`src`), or one the build writes from this content (`cv`). With both, your own PDF is offered.
 */
export interface Resume {
  /** File name under src/content/, e.g. `cv.pdf`. */
  src?: string;
  /** Link text; the page adds the type and size, e.g. "Résumé (PDF, 120 KB)". */
  label: string;
  /** The CV the build writes: a PDF (unless `src` names yours) and `resume.json` (JSON Resume). */
  cv?: GeneratedCv;
}

/** A part of a generated CV that is also a section of JSON Resume, for the items of a `CvSection`. */
export type CvSectionKind = 'education' | 'languages' | 'certificates' | 'awards' | 'volunteer' | 'interests';

export interface CvItem {
  /** Bold first line: a school, a language, a certificate. */
  title: string;
  /** A line under it: a degree, a fluency, an issuer. */
  text?: string;
  /** https address of the item. */
  link?: string;
  start?: Month;
  end?: Month | 'now';
}

/** A section the CV adds after the projects, e.g. Education or Languages. */
export interface CvSection {
  title: string;
  /** Where its items go in resume.json; left out, they are in the PDF only. */
  kind?: CvSectionKind;
  items: readonly CvItem[];
}

/**
 * A CV written from the content: name, role and contacts from `owner`, `site` and `socials`, then the
 * summary, `experience`, the tech stack, the projects and `sections`. Every word it prints is here or in
 * the content it reads, so a CV per language is a second one of these.
 */
export interface GeneratedCv {
  /** Name of the PDF without `.pdf`: `cv` ships as `assets/cv-<hash>.pdf`. */
  fileName: string;
  paper: 'A4' | 'Letter';
  /** BCP 47 language of its texts (`en`): the PDF's language, and the language of its month names. */
  language: string;
  /** A few sentences under the name; left out, none. */
  summary?: string;
  headings: { summary: string; experience: string; technologies: string; projects: string };
  /** Words before a project's two links. */
  linkLabels: { live: string; code: string };
  /** Ids of the projects it lists, in this order; left out, every project. */
  projects?: readonly number[];
  sections?: readonly CvSection[];
  /**
   * Font files (`.woff`, `.ttf` or `.otf`) under src/content/ for the text and the bold lines; left out,
   * the site's Poppins (Latin letters only: name fonts of your own for other scripts).
   */
  fonts?: { regular: string; bold: string };
}

export type ColourScheme = 'dark' | 'light';

/**
 * The colour schemes the page offers. With `dark` alone (the spec's palette) it has no toggle; with
 * both, the first paint follows the visitor's system setting and a toggle in the header and the mobile
 * menu switches, remembered in the browser. The light colours live in src/theme/tokens-light.css.
 */
export interface Appearance {
  schemes: readonly [ColourScheme, ...ColourScheme[]];
  /** The toggle's accessible name and tooltip; its pressed state says whether the light scheme is on. */
  lightToggleLabel: string;
}

/**
 * The words of the case-study pages (a project's `caseStudy`). The facts themselves are in each
 * Markdown file's front matter (see `CaseStudyFacts`).
 */
export interface CaseStudyLabels {
  /** The card's link to its case study. */
  link: string;
  /** The way back to the project's card. */
  back: string;
  /** Before the previous and the next case study's title. */
  previous: string;
  next: string;
  /** The first crumb (the main page); the second is the Projects section's title. */
  home: string;
  /** Names the breadcrumb trail and the previous/next links for screen readers. */
  breadcrumb: string;
  otherStudies: string;
  gallery: string;
  /** The header's menu button on these pages, which work without script. */
  menu: { open: string; close: string; label: string };
  facts: { role: string; period: string; team: string; technologies: string; outcome: string };
}

/** A picture of a case study's gallery. */
export interface GalleryImage extends ContentImage {
  caption?: string;
}

/** The front matter of a case-study file: what the page says beside the story. */
export interface CaseStudyFacts {
  /** One or two sentences: the page's lead, its description for search engines and link previews. */
  summary: string;
  role: string;
  /** As it should read, e.g. `2023 – 2024`. */
  period: string;
  /** Who you worked with, e.g. `3 developers, 1 designer`. */
  team?: string;
  technologies?: readonly string[];
  outcome?: string;
  gallery?: readonly GalleryImage[];
}
