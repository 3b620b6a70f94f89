/** EmailJS's API: the one foreign origin the page talks to (the contact form in production). */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

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
}

/**
 * The page's Content-Security-Policy, delivered as a <meta> tag in the built index.html: everything
 * from our own origin (workers included), no inline script or style but those allowed by hash, and connections only to us,
 * EmailJS and, when one is configured, the web-vitals collector. Directives a <meta> policy ignores (frame-ancestors,
 * report-uri, sandbox) are left out, as Chrome would log an error for each.
 */
export function contentSecurityPolicy({ vitalsUrl, styleHashes = [], scriptHashes = [] }: PolicyOptions = {}): string {
  const connect = ["'self'", EMAILJS_ORIGIN, ...originOf(vitalsUrl)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    'style-src': ["'self'", EMPTY_STYLE, ...styleHashes.map((hash) => `'sha256-${hash}'`)],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': connect,
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // mailto: is where the contact form posts when JavaScript is off.
    'form-action': ["'self'", 'mailto:'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
