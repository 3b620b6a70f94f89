import type { Services } from '@/contentShape/services';
import { analyticsOrigins, commentsOrigin, contactOrigins } from '@/siteServices/origins';

/**
 * SHA-256 of the empty string. The ?tune panel (Leva, styled by stitches) adds an empty <style> and
 * fills it with CSSOM insertRule, which CSP does not police; allowing the empty element alone keeps
 * 'unsafe-inline' out of the policy.
 */
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export interface PolicyOptions {
  /** The web-vitals collector, when one is configured. */
  vitalsUrl?: string;
  /** Base64 SHA-256 of inline <style> blocks the page may apply. */
  styleHashes?: string[];
  /** Base64 SHA-256 of inline <script> blocks the page may run (the colour scheme's, before the first paint). */
  scriptHashes?: string[];
  /** The services the content turns on (src/contentShape/services.ts); none if left out. */
  services?: Services;
  /** Whether this page shows the comments, when the content has them (posts and case studies do). */
  comments?: boolean;
}

/**
 * The page's Content-Security-Policy, delivered as a <meta> tag in the built index.html: everything
 * from our own origin (workers included), no inline script or style but those allowed by hash, and
 * connections only to us, the contact form's back-end, the counter and the web-vitals collector when
 * set, and frames from giscus alone on a page with comments. Directives a <meta> policy ignores
 * (frame-ancestors, report-uri, sandbox) are left out, as Chrome would log an error for each.
 */
export function contentSecurityPolicy({
  vitalsUrl,
  styleHashes = [],
  scriptHashes = [],
  services = {},
  comments = false,
}: PolicyOptions = {}): string {
  const contact = contactOrigins(services.contactForm);
  const counter = services.analytics && analyticsOrigins(services.analytics);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...present(counter?.script)],
    'style-src': ["'self'", EMPTY_STYLE, ...styleHashes.map((hash) => `'sha256-${hash}'`)],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...present(contact.connect), ...present(counter?.connect), ...originOf(vitalsUrl)],
    'worker-src': ["'self'"],
    ...(comments && services.comments && { 'frame-src': [commentsOrigin(services.comments)] }),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...present(contact.post)],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const present = (source: string | undefined): string[] => (source === undefined ? [] : [source]);

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
