/// <reference types="vite/client" />
// A module of its own, as the type it names must be imported; every project that reads this file gets it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./contact/contactBackend.d.ts" />

declare module '*.glsl' {
  const source: string;
  export default source;
}

/** Values of src/theme/tokens.css resolved at build time (vite/themeModule.ts). */
declare module 'virtual:theme' {
  import type { SceneColours } from '@/scene/protocol';
  import type { PhotoSize } from '@/theme/imageSlots';
  /** The theme colours the scene draws with, as `#rrggbb`. */
  export const sceneColours: SceneColours;
  /** The hero photo's drawn width, CSS px. */
  export const photoSize: PhotoSize;
}

/** The light scheme's colours, when the content offers it (vite/colourSchemes.ts); importing it ships the light tokens then. */
declare module 'virtual:colour-schemes' {
  import type { SceneColours } from '@/scene/protocol';
  /** Each scheme's scene colours as `#rrggbb`. */
  export const schemeColours: { dark: SceneColours; light: SceneColours } | null;
}

/** The header's and mobile menu's scheme switch (layout/SchemeToggle.tsx), when the content offers the light scheme. */
declare module 'virtual:scheme-toggle' {
  import type { JSX } from 'react';
  export const SchemeToggle: (() => JSX.Element) | null;
}

/** The menus' language switch (layout/LanguageSwitch.tsx), when the content declares more than one language. */
declare module 'virtual:language-switch' {
  import type { JSX } from 'react';
  export const LanguageSwitch: ((props: { place?: 'main' | 'footer' }) => JSX.Element | null) | null;
}

/** The site's languages for a page's script (vite/languageModules.ts): no words, but each other language's chunk of them. */
declare module 'virtual:page-languages' {
  import type { Language } from '@/content/types';
  import type { PageLanguage } from '@/language/pageLanguage';
  /** Each language's code, name, direction, font and folder (`''`, `ru/`), the default first. */
  export const pageLanguages: readonly [Language & { path: string }, ...(Language & { path: string })[]];
  /** The page of a site in one language, in the app; null with several. */
  export const onlyLanguage: PageLanguage | null;
}

/** With several languages, each one's page, a chunk of its own, by code, which the bootstrap loads; null with one. */
declare module 'virtual:page-chunks' {
  import type { PageLanguage } from '@/language/pageLanguage';
  export const pageChunks: Readonly<Record<string, () => Promise<{ page: PageLanguage }>>> | null;
}

/** Each language's contact form messages, a chunk of their own that the form loads, by code. */
declare module 'virtual:form-messages' {
  import type { PageFormMessages } from '@/content/types';
  export const formMessagesChunks: Readonly<Record<string, () => Promise<{ default: PageFormMessages }>>>;
}

/** Every language's page, the default first: the prerender's (src/language/siteLanguages.ts). */
declare module 'virtual:site-languages' {
  import type { PageLanguage } from '@/language/pageLanguage';
  export const siteLanguages: readonly [PageLanguage, ...PageLanguage[]];
}

/** The résumé each language's page offers as the build ships it (vite/resume/resumeFile.ts), by language code; null when none offers one. */
declare module 'virtual:resume-file' {
  const resumeFiles: Readonly<Record<string, { href: string; bytes: number }>> | null;
  export default resumeFiles;
}

/** The content's case studies, read and checked at build time (vite/caseStudies/caseStudies.ts); server side only. */
declare module 'virtual:case-studies' {
  import type { CaseStudyFacts } from '@/content/types';
  /**
   * One per project naming a `caseStudy` and language, in the projects' order, the default language's
   * first; `html` is the story, already safe markup, its site links inside its language's folder.
   */
  const caseStudies: readonly {
    slug: string;
    /** The language it is written in. */
    lang: string;
    projectId: number;
    /** The Markdown file, for messages. */
    file: string;
    facts: CaseStudyFacts;
    html: string;
    headingIds: readonly string[];
    links: readonly { href: string; line: number }[];
  }[];
  export default caseStudies;
}

/** The content's posts by language, read and checked at build time (vite/writing/writing.ts); server side only. */
declare module 'virtual:writing' {
  import type { PostElsewhere, PostFacts, WritingLabels } from '@/content/types';
  /**
   * Each language with posts (its own, or published elsewhere), the default's first; its posts newest
   * first, drafts left out; `html` is the post, already safe markup, its site links inside its language's folder.
   */
  const writing: readonly {
    lang: string;
    title: string;
    intro: string;
    labels: WritingLabels;
    posts: readonly {
      slug: string;
      /** The Markdown file, for messages. */
      file: string;
      facts: PostFacts;
      html: string;
      headingIds: readonly string[];
      links: readonly { href: string; line: number }[];
      /** Minutes to read it. */
      minutes: number;
    }[];
    /** Its posts on other sites, newest first, each with the host it is on (`dev.to`). */
    elsewhere: readonly (PostElsewhere & { site: string })[];
    /** Before that host: `Published on`. */
    publishedOn: string;
  }[];
  export default writing;
}

/**
 * The main page's newest posts by language (vite/writing/latestPosts.ts); null when no language lists
 * them. Every language's: the prerender's. A page's script reads its own (`virtual:latest-posts/…`).
 */
declare module 'virtual:latest-posts' {
  import type { LatestPostsData } from '@/writing/latestPosts';
  const latestPosts: LatestPostsData | null;
  export default latestPosts;
}

/** One language's newest posts, or null where it lists none. */
declare module 'virtual:latest-posts/*' {
  import type { LanguageLatestPosts } from '@/writing/latestPosts';
  const latestPosts: LanguageLatestPosts | null;
  export default latestPosts;
}

/**
 * The main page's section of the newest posts (writing/LatestPosts.tsx) and the section it follows in
 * every language; both null when no language lists them.
 */
declare module 'virtual:latest-posts-section' {
  import type { JSX } from 'react';
  import type { FixedSectionId } from '@/content/types';
  export const LatestPosts: (() => JSX.Element | null) | null;
  export const latestAfter: FixedSectionId | null;
}

/** Each language's search button name and index file (vite/search/search.ts); null when no language has a search. */
declare module 'virtual:search' {
  import type { SearchButtons } from '@/search/searchData';
  const searchButtons: SearchButtons | null;
  export default searchButtons;
}

/** What the header starts with: the logo, then the search button where a language has a search (search/HeaderStart.tsx). */
declare module 'virtual:header-start' {
  import type { JSX } from 'react';
  export const HeaderStart: () => JSX.Element;
}

/** What each language's search page lists (vite/search/search.ts), for the build's render. */
declare module 'virtual:search-pages' {
  import type { SearchPageData } from '@/search/searchData';
  const searchPages: readonly SearchPageData[];
  export default searchPages;
}

/** Where the header swaps its desktop row for the burger, decided from the content (vite/header/headerSwitch.ts). */
declare module 'virtual:header-switch' {
  /** The narrowest viewport, CSS px, that shows the desktop row. */
  export const headerSwitchPx: number;
  /** Matches below it: the burger and the mobile menu. */
  export const mobileMenuQuery: string;
}

/** The header's desktop row from that width, the burger below it: each element takes its class (vite/header/headerSwitch.ts). */
declare module 'virtual:header-switch.module.css' {
  const classes: { readonly desktop: string; readonly burger: string };
  export default classes;
}

/** A project card's GitHub figures (github/ProjectFigures.tsx), when some project has figures (vite/github/githubFigures.ts). */
declare module 'virtual:project-figures' {
  import type { JSX } from 'react';
  export const ProjectFigures: ((props: { hrefCode: string }) => JSX.Element | null) | null;
}

/** The footer's GitHub profile figures (github/ProfileFigures.tsx), when the content names a profile with figures. */
declare module 'virtual:profile-figures' {
  import type { JSX } from 'react';
  export const ProfileFigures: (() => JSX.Element | null) | null;
}

/** GitHub's figures as the build read them from github.json: each project's by its code link, the profile's. */
declare module 'virtual:github-figures' {
  import type { ProfileFigures, RepositoryFigures } from '@/github/repositoryFigures';
  export const projects: Readonly<Record<string, RepositoryFigures>>;
  export const profile: (ProfileFigures & { name: string }) | null;
}

/** The services the content turns on (vite/siteServices.ts), each null when off. */
declare module 'virtual:services' {
  import type { Analytics, Comments, ContactBackend } from '@/contentShape/services';
  /** Where the contact form sends: EmailJS unless the content names another back-end. */
  export const contactForm: ContactBackend;
  export const analytics: Analytics | null;
  export const comments: Comments | null;
}

/** The chosen counter's sender (vite/analyticsScript.ts): in a build with analytics alone. */
declare module 'virtual:analytics-sender' {
  import type { Analytics } from '@/contentShape/services';
  import type { VisitedPage } from '@/siteServices/analytics/visitedPage';
  export const sendPageView: (analytics: Analytics, page: VisitedPage) => void;
}
