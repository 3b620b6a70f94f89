import type { Analytics, Comments, ContactBackend } from '@/contentShape/services';
import {
  CLOUDFLARE_BEACON_ORIGIN,
  CLOUDFLARE_REPORT_ORIGIN,
  goatCounterSite,
  PLAUSIBLE_ORIGIN,
  UMAMI_CLOUD_ORIGIN,
} from './analytics/counterOrigins';

/** EmailJS's API, where the form sends by default. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const FORMSPREE_ORIGIN = 'https://formspree.io';
export const WEB3FORMS_ORIGIN = 'https://api.web3forms.com';
export const GISCUS_ORIGIN = 'https://giscus.app';

/** The origin of an address the owner wrote (`https://stats.example.com/`), without its path. */
const originOf = (address: string) => new URL(address).origin;

/**
 * Where the contact form's back-end is reached: the origin the page sends to (`connect`) and where
 * the form posts without script (`post`: EmailJS's form posts to the visitor's mail app), when either
 * is not the site itself. Netlify's form posts to the page; `mailto` has no form.
 */
export function contactOrigins(backend: ContactBackend | undefined): { connect?: string; post?: string } {
  switch (backend?.backend ?? 'emailjs') {
    case 'emailjs':
      return { connect: EMAILJS_ORIGIN, post: 'mailto:' };
    case 'formspree':
      return { connect: FORMSPREE_ORIGIN, post: FORMSPREE_ORIGIN };
    case 'web3forms':
      return { connect: WEB3FORMS_ORIGIN, post: WEB3FORMS_ORIGIN };
    default:
      return {};
  }
}

/** Where a counter's page views go (`connect`), and the script it runs when it is not ours (`script`). */
export function analyticsOrigins(analytics: Analytics): { connect: string; script?: string } {
  switch (analytics.provider) {
    case 'plausible':
      return { connect: originOf(analytics.host ?? PLAUSIBLE_ORIGIN) };
    case 'goatcounter':
      return { connect: originOf(analytics.host ?? goatCounterSite(analytics.code)) };
    case 'umami':
      return { connect: originOf(analytics.host ?? UMAMI_CLOUD_ORIGIN) };
    case 'cloudflare':
      return { connect: CLOUDFLARE_REPORT_ORIGIN, script: CLOUDFLARE_BEACON_ORIGIN };
  }
}

/** The giscus the comments' frame comes from. */
export const commentsOrigin = (comments: Comments): string => originOf(comments.host ?? GISCUS_ORIGIN);
