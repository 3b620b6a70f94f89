/** Shapes of the site's content. The values live in `site.ts`, the one file an owner edits. */

/** The scene's knobs an owner tuned (src/content/scene.ts), in the shape of src/scene/params.ts's table. */
export type { SceneTuning } from '@/scene/params';

/** The outside services the content may turn on (`export const services`). */
export type { Analytics, Comments, ContactBackend, GitHubFigures, Services } from './services';

export type SectionId = 'home' | 'tech-stack' | 'experience' | 'writing' | 'projects' | 'feedback' | 'contacts';

/** The sections every page has, which an optional section (Experience, the latest posts) follows. */
export type FixedSectionId = Exclude<SectionId, 'experience' | 'writing'>;

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

/**
 * A kind of work, named by you: the placeholder's `spa`, `react` and `landing page`, or your own
 * (`installation`). The filter tab whose `status` is that name lists it.
 */
export type ProjectType = string;
/** A project's kind, or `all`, the tab that lists every project. */
export type FilterStatus = ProjectType;

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
   * Another language's words name that language's own file (`case-studies/ru/search-chase.md`), whose
   * page keeps this one's name in the language's folder (`ru/projects/search-chase/`).
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
  after: FixedSectionId;
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
   * Font files (`.woff`, `.ttf` or `.otf`) under src/content/ for the text and the bold lines, drawing
   * every letter; left out, the page's: Poppins (Latin letters only), then the language's `font` for
   * other scripts, which is how to give the page and the CV a script Poppins lacks.
   */
  fonts?: { regular: string; bold: string };
}

export type ColourScheme = 'dark' | 'light';

/**
 * The colour schemes the page offers. With `dark` alone (the spec's palette) it has no toggle; with
 * both, a toggle in the header and the mobile menu switches, remembered in the browser, and the page
 * opens in the visitor's choice, else their system's setting, else the first scheme listed, which is
 * also the page without JavaScript (docs/content.md, "A light scheme"). The light colours live in
 * src/theme/tokens-light.css.
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

/**
 * Posts: Markdown files beside the content module, each with its front matter (`PostFacts`). With a
 * post, the site gains a page per post at `writing/<name>/`, an index at `writing/`, a page per tag,
 * and an Atom and a JSON feed; without one (or without `writing`), none of it.
 */
export interface Writing {
  /** The index page's heading and title. */
  title: string;
  /** One line under it, and the feeds' description. */
  intro: string;
  /** The files, e.g. `writing/first-post.md` (the file name is the page's address); in any order, shown newest first. */
  posts: readonly string[];
  labels: WritingLabels;
  /** The newest posts on the main page, as a section with its menu item; left out, the main page lists none. */
  latest?: LatestPosts;
  /** Your posts on other sites, listed beside these on the index; left out, none. */
  elsewhere?: PostsElsewhere;
}

/** The main page's section of the newest posts, which leads to them and to the index (`labels.allPosts`). */
export interface LatestPosts {
  /** The section's heading. */
  title: string;
  /** The item it adds to the header, mobile and footer menus. */
  menuTitle: string;
  /** The section it follows on the page and in the menus (after Experience when both follow the same one); the default language's, or the first language's with posts, holds for all. */
  after: FixedSectionId;
  /** How many of the newest posts it lists; 3 if left out. */
  count?: number;
}

/**
 * Your own feeds on other sites (dev.to, Medium, Hashnode, any RSS, Atom or JSON Feed address).
 * `npm run writing:refresh` reads them into `posts-elsewhere.json` beside your content; the build
 * lists what that file holds, so it never asks the network.
 */
export interface PostsElsewhere {
  /** Feed addresses, e.g. `https://dev.to/feed/your-name`, `https://medium.com/feed/@your-name`. */
  feeds: readonly string[];
  /** Before the site a post was published on, e.g. `Published on` → "Published on dev.to". */
  publishedOn: string;
}

/** A post published elsewhere, as `npm run writing:refresh` found it in its feed. */
export interface PostElsewhere {
  title: string;
  /** The day it was published, `YYYY-MM-DD` (UTC). */
  date: string;
  /** Its first words as text, shortened. */
  summary: string;
  /** Its page on the other site (`https://` or `http://`). */
  link: string;
}

/** The words around the posts: the pages' and the feeds'. */
export interface WritingLabels {
  /** The way from a post or a tag page to the index. */
  allPosts: string;
  /** Before a post's tags, and names the list for screen readers. */
  tags: string;
  /** A tag page's heading before the tag, e.g. `Posts tagged`. */
  tagged: string;
  /** Before the reading time, which the page writes as the language counts minutes. */
  readingTime: string;
  /** Before the previous and the next post's title; names their navigation. */
  previous: string;
  next: string;
  otherPosts: string;
  /** The link to the feed. */
  feed: string;
}

/** The front matter of a post. */
export interface PostFacts {
  title: string;
  /** The day it was published, `YYYY-MM-DD`. */
  date: string;
  /** One or two sentences: in the lists, the feeds, and the description for search engines. */
  summary: string;
  tags?: readonly string[];
  /** A picture over the post (and its share card). */
  cover?: ContentImage;
  /** `true` keeps the post out of the build. */
  draft?: boolean;
}

/**
 * One search over the projects, case studies, posts and Experience of a language, in that language's
 * words: a button in the header opens it, and its page `search/` lists everything it searches. A
 * language whose words give no `search` has none; with none at all, the site ships nothing of it.
 */
export interface Search {
  /** The header button's name and tooltip, the dialog's and the field's name. */
  label: string;
  /** The field's hint, e.g. `Projects, posts, places…`. */
  placeholder: string;
  /** Told when nothing matches. */
  noResults: string;
  /**
   * The count announced, one text per plural form the language has (`Intl.PluralRules`: English
   * `one` and `other`, Russian `one`, `few`, `many`, `other`, Arabic all six), `#` where the number goes:
   * `{ one: '# result', other: '# results' }`.
   */
  resultCount: Partial<Record<Intl.LDMLPluralRule, string>>;
  /** The dialog's close button. */
  close: string;
  /** Each kind's name, beside a result and over its group on the search page. */
  kinds: { project: string; caseStudy: string; post: string; experience: string };
  /** The search page's heading and title (the page that lists everything, for a visit without script). */
  pageTitle: string;
}

/** How the site introduces itself to search engines and link previews. */
export interface Site {
  /** Where it is published, without the base path: your GitHub Pages origin or your own domain. */
  origin: string;
  title: string;
  description: string;
  shareImage: { path: string; width: number; height: number; alt: string };
  /** The 404 page's words. */
  notFound: { title: string; text: string; link: string };
}

export interface TechStack {
  title: string;
  description: string;
  items: readonly TechItem[];
}

export interface FeedbackSection {
  title: string;
  slides: readonly FeedbackSlide[];
}

export interface ProjectsSection {
  title: string;
  subtitle: string;
  emptyState: string;
}

export interface ContactField {
  label: string;
  placeholder: string;
  autoComplete: 'name' | 'email' | 'off';
  type: 'text' | 'email' | 'textarea';
}

export interface Contact {
  title: string;
  intro: string;
  submitLabel: string;
  sendingLabel: string;
  retryLabel: string;
  sentMessage: string;
  fallbackLead: string;
  mailtoLead: string;
  mailtoSubject: string;
  fields: { user_name: ContactField; email: ContactField; subject: ContactField; message: ContactField };
}

/**
 * A text with `{name}` placeholders the page fills in, e.g. `'{number} of {count}'`; each item names the
 * placeholders it may use (src/contentShape/messageParams.ts). A placeholder it does not give stays as written.
 */
export type Message = string;

/**
 * A message with one form per plural form the language has (`Intl.PluralRules` on its `{count}`: English
 * `one` and `other`, Russian `one`, `few`, `many`, `other`, Arabic all six), `other` for any form left
 * out; `#` stands for the count too: `{ one: '# project shown', other: '# projects shown' }`.
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A message as it was written before messages were text: a function of its values, in the order its
 * item names them. It still builds: the build calls it and uses the message it writes, and warns with
 * that message to write instead (docs/content.md#messages).
 * @deprecated Write a message, `'{number} of {count}'`.
 */
export type MessageFunction<Values extends unknown[]> = (...values: Values) => string;

/** Content as the page holds it: every message text (the build reads a `MessageFunction` as its message). */
export type AsPage<T> = T extends (...values: never[]) => unknown
  ? never
  : T extends object
    ? { [K in keyof T]: AsPage<T[K]> }
    : T;

export interface Copyright {
  year: number;
  /** `{name}` is the owner's name, `{year}` the year above. */
  text: Message | MessageFunction<[name: string, year: number]>;
}

/**
 * The words of the page's own controls, which the owner's content does not otherwise say: buttons,
 * labels read by screen readers. Each language has all of them.
 */
export interface InterfaceText {
  skipLink: string;
  /** The logo's name for screen readers on the main page, where it leads to the top. */
  logoBackToTop: Message | MessageFunction<[name: string]>;
  /** Names of the header's and the footer's menus. */
  navigation: { main: string; footer: string };
  /** The mobile menu's button and dialog (on a case study's page too, where it works without script). */
  menu: { open: string; close: string; label: string };
  goTop: string;
  /** Told after the text of a link that opens a new tab. */
  newTab: string;
  carousel: {
    previous: string;
    next: string;
    choose: string;
    /** A dot's name, `{number}` counting from 1. */
    slide: Message | MessageFunction<[number: number]>;
  };
  /** The project row's and the quotes' names as carousels, and the list names inside them. */
  projectCards: string;
  projectList: string;
  quotesCarousel: string;
  quotes: string;
  /** A quote's position for screen readers, `{number}` of `{count}`, e.g. "2 of 3". */
  quotePosition: Message | MessageFunction<[number: number, count: number]>;
  filterTabs: string;
  /**
   * Told to screen readers when a filter tab is chosen, `{count}` projects under the tab's title `{tab}`,
   * e.g. "2 projects shown for REACT"; a plural message where the count changes the words.
   */
  projectsShown: Message | PluralMessage | MessageFunction<[count: number, tab: string]>;
  project: {
    live: string;
    code: string;
    /** The picture's link, hidden from screen readers (the title's links say it). */
    view: string;
    /** After a link's label, for screen readers: which project it belongs to, `{title}`. */
    of: Message | MessageFunction<[title: string]>;
    unavailable: string;
  };
  experienceTechnologies: string;
  /** The résumé link: its `{label}`, then the file's type and `{size}` (formatted for the language). */
  resumeFile: Message | MessageFunction<[label: string, size: string]>;
  /** The language switch's names for screen readers: in the header and the mobile menu, in the footer. */
  languages: { main: string; footer: string };
  /** The words around the comments, when `services.comments` is on; left out, the default language's, else English. */
  comments?: CommentsWords;
  /** The names of the GitHub figures (`services.github`), a project's and the profile's; English when left out. */
  github?: GitHubWords;
}

/** The comments' section under a post or a case study (docs/comments.md). */
export interface CommentsWords {
  /** Its heading, and the frame's name for screen readers. */
  title: string;
  /** The button that loads them before the visitor scrolls near. */
  show: string;
  /** The link to the page's discussion on GitHub, which works without script. */
  onGitHub: string;
}

/** What the page calls the GitHub figures, each before its value: a project card's, then the footer's profile. */
export interface GitHubWords {
  stars: string;
  language: string;
  lastPush: string;
  repositories: string;
  followers: string;
}

/** The contact form's messages: they load with the form, not with the page. Each language has all of them. */
export interface FormMessages {
  /** The spam trap's label (hidden from visitors and screen readers). */
  trap: string;
  /** `{fieldLabel}` is the field's label as written. */
  required: Message | MessageFunction<[fieldLabel: string]>;
  /** `{fieldLabel}`, and `{limit}` and `{length}` formatted for the language. */
  tooLong: Message | MessageFunction<[fieldLabel: string, limit: string, length: string]>;
  /** Named so, not `email`: an `email` key is an address, shared between languages. */
  invalidEmail: string;
  /** `{wait}` is a duration formatted for the language, e.g. "5 seconds". */
  tooSoon: Message | MessageFunction<[wait: string]>;
  offline: string;
  network: string;
  configuration: string;
  page: string;
  blocked: string;
  /** `{wait}` as in `tooSoon`. */
  rateLimited: Message | MessageFunction<[wait: string]>;
  headless: string;
  serviceDown: string;
  /** `{status}` is the HTTP status the mail service answered. */
  unknown: Message | MessageFunction<[status: number]>;
}

/** Everything one language's page says and shows; the content module's exports for the default language. */
export interface Content {
  owner: Owner;
  site: Site;
  appearance: Appearance;
  logoText: string;
  typingTitles: readonly [string, ...string[]];
  headerMenu: readonly MenuItem[];
  footerMenu: readonly MenuItem[];
  socials: readonly SocialLink[];
  techStack: TechStack;
  experience: Experience;
  resume: Resume | null;
  freelance: { headline: string };
  feedback: FeedbackSection;
  projectsSection: ProjectsSection;
  filterTabs: readonly FilterTab[];
  projects: readonly Project[];
  caseStudyLabels: CaseStudyLabels;
  /** Posts; left out, the site has none (the build reads them: vite/writing/). */
  writing?: Writing;
  /** The search; left out, the site has none (the build makes its index: vite/search/). */
  search?: Search;
  contact: Contact;
  copyright: Copyright;
  interfaceText: InterfaceText;
  formMessages: FormMessages;
}

/** The content a page holds from its first load: all but the form's messages, which come with the form, and the posts and the search's words, which the build reads. */
export type PageContent = AsPage<Omit<Content, 'formMessages' | 'writing' | 'search'>>;

/** The content as its module writes it, before the build reads its messages (vite/content/messages.ts). */
export type WrittenPageContent = Omit<Content, 'formMessages' | 'writing' | 'search'>;

/** The form's messages as the form holds them: every one text. */
export type PageFormMessages = AsPage<FormMessages>;

/**
 * Keys whose text is an address, a file, a code, a handle or a kind's name (a project's `type`, a
 * tab's `status`), never translated: shared unless a language overrides it. Not `link`: it is words in `caseStudyLabels` and `site.notFound`, which every language
 * gives; the addresses called `link` (an experience entry's, a CV item's) are optional, so a language
 * may leave them out all the same.
 */
type SharedKey =
  | 'origin'
  | 'path'
  | 'src'
  | 'icon'
  | 'href'
  | 'hrefLive'
  | 'hrefCode'
  | 'caseStudy'
  | 'email'
  | 'phone'
  | 'lang'
  | 'language'
  | 'fileName'
  | 'userName'
  | 'autoComplete'
  | 'type'
  | 'status';

type HasWords<T> = T extends (...values: never[]) => unknown
  ? true
  : T extends string
    ? string extends T
      ? true
      : false
    : T extends readonly (infer Item)[]
      ? HasWords<Item>
      : T extends object
        ? true extends { [K in WordKeys<T>]-?: true }[WordKeys<T>]
          ? true
          : false
        : false;

/** The keys of `T` that hold words: not a shared text (a key of `SharedKey` holding a string), and some text inside. */
type WordKeys<T> = {
  [K in keyof T]-?: K extends SharedKey
    ? Exclude<T[K], undefined> extends string
      ? never
      : WordKey<T, K>
    : WordKey<T, K>;
}[keyof T];
type WordKey<T, K extends keyof T> = true extends HasWords<T[K]> ? K : never;
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * The words of a piece of content in another language: every text the content must have is required
 * here too (a missing one fails `npm run typecheck` naming it); an optional text left out, and
 * everything else (addresses, files, ids, numbers, kinds), is the default language's unless written
 * here. Lists keep the default's order and length.
 */
export type Words<T> = T extends (...values: never[]) => unknown
  ? T
  : T extends string
    ? string
    : T extends readonly (infer Item)[]
      ? readonly Words<Item>[]
      : T extends object
        ? { [K in Exclude<WordKeys<T>, OptionalKeys<T>>]: Words<T[K]> } & {
            [K in Extract<WordKeys<T>, OptionalKeys<T>>]?: Words<Exclude<T[K], undefined>>;
          } & { [K in Exclude<keyof T, WordKeys<T>>]?: T[K] }
        : T;

/** A language of the page. */
export interface Language {
  /** BCP 47 code (`en`, `ru`, `pt-BR`): `<html lang>`, `hreflang`, and the folder of its page (`<base>ru/`). */
  lang: string;
  /** Its name in itself, as the language switch shows it: `English`, `Русский`, `العربية`. */
  name: string;
  /** `rtl` mirrors the page for Arabic, Hebrew, Persian, Urdu. */
  dir: 'ltr' | 'rtl';
  /**
   * The font family its text is set in, for a script Poppins lacks (Cyrillic, Arabic, …); left out,
   * Poppins.
   */
  font?: string;
}

/**
 * A language's words as a function of the default's content (its lists: menus, projects, quotes), which
 * the build calls: `words: de`, `de` written in a file of its own.
 */
export type WordsOf = (content: WrittenPageContent) => Words<Content>;

/** A language besides the default, with everything its page says. */
export interface Translation extends Language {
  /**
   * Every text of its page: a function of the default's content (`words: de`), or the words themselves.
   * Wherever they are written, they load on its page alone (the build writes each page's words as data).
   */
  words: Words<Content> | WordsOf;
}

/**
 * The languages of the site: the default's page is at the base path and its words are the content
 * module's exports; each other one has a page at `<base><lang>/`, and a switch joins the menus.
 */
export interface Languages {
  default: Language;
  others: readonly Translation[];
}
