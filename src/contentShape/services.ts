/**
 * The outside services a site may talk to, each the owner's choice in her content (`export const
 * services` in site.ts; docs/content.md#services). One left out is off: the page ships none of its
 * code and its policy names none of its origins.
 */
export interface Services {
  /** Where the contact form sends; left out, EmailJS with its keys from the environment (docs/contact.md). */
  contactForm?: ContactBackend;
  /** Visitor counts without cookies; left out, none. */
  analytics?: Analytics;
  /** Comments under posts and case studies; left out, none. */
  comments?: Comments;
  /** Figures read from GitHub when the site is built; left out, none are read. */
  github?: GitHubFigures;
}

/**
 * The contact form's back-end:
 * - `emailjs`: EmailJS, its three keys from the environment (today's default);
 * - `formspree`: a Formspree form, by the id in its endpoint (`https://formspree.io/f/<formId>`);
 * - `web3forms`: Web3Forms, by the access key it mailed (public: it only lets others send to you);
 * - `netlify`: Netlify Forms, which finds the prerendered form when Netlify builds the site;
 * - `mailto`: no form, the owner's address as a link that opens the visitor's mail program.
 */
export type ContactBackend =
  | { backend: 'emailjs' }
  | { backend: 'formspree'; formId: string }
  | { backend: 'web3forms'; accessKey: string }
  | { backend: 'netlify'; formName?: string }
  | { backend: 'mailto' };

export type ContactBackendName = ContactBackend['backend'];

/** A counter of page views that sets no cookie, and its site's id there. */
export type AnalyticsProvider =
  /** Plausible (plausible.io, or your own Plausible at `host`), by the site's domain as Plausible names it. */
  | { provider: 'plausible'; domain: string; host?: string }
  /** GoatCounter, by your code (`<code>.goatcounter.com`), or your own GoatCounter at `host`. */
  | { provider: 'goatcounter'; code: string; host?: string }
  /** Umami (Umami Cloud, or your own Umami at `host`), by the website's id. */
  | { provider: 'umami'; websiteId: string; host?: string }
  /** Cloudflare Web Analytics, by the site's token (its snippet's `data-cf-beacon`). */
  | { provider: 'cloudflare'; token: string };

export type Analytics = AnalyticsProvider & {
  /**
   * Counts no visit whose browser asks not to be tracked (Global Privacy Control, Do Not Track); on
   * unless set to `false`.
   */
  respectPrivacySignals?: boolean;
};

/** Comments from a GitHub Discussions category, through giscus (giscus.app gives each id). */
export interface Comments {
  provider: 'giscus';
  /** `owner/name` of a public repository with Discussions on and the giscus app installed. */
  repo: string;
  /** giscus' `data-repo-id`, `R_…`. */
  repoId: string;
  /** The Discussions category the comments go to, as named there. */
  category: string;
  /** giscus' `data-category-id`, `DIC_…`. */
  categoryId: string;
  /** Your own giscus, when you host one; giscus.app if left out. */
  host?: string;
}

/** Figures of GitHub repositories, read when the site is built (token optional: `GITHUB_TOKEN`). */
export interface GitHubFigures {
  /** Stars, main language and last push on the card of each project whose code link is a GitHub repository. */
  projects?: boolean;
  /** A GitHub user whose public repositories and followers the contacts show. */
  profile?: string;
}
