// `_headers` and `_redirects`: the files Netlify and Cloudflare Pages read from the published folder.
import { everyFileHeaders, hashedFileCaching } from './securityHeaders.mjs';

/** How many rules of `_headers` Cloudflare Pages reads; it skips the rest (Netlify has no such limit). */
export const cloudflareHeaderRules = 100;

/**
 * Every file gets the common headers, hashed files the long cache, each page its own policy.
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function headersFile({ base, pages, hashedFolder }) {
  /** @type {[string, import("./securityHeaders.mjs").Header[]][]} */
  const rules = [
    [`${base}*`, [...everyFileHeaders]],
    [`${hashedFolder}*`, [['Cache-Control', hashedFileCaching]]],
    ...pages.flatMap(({ urls, policy }) => urls.map((url) => /** @type {[string, import("./securityHeaders.mjs").Header[]]} */ ([url, [['Content-Security-Policy', policy]]]))),
  ];
  const lines = rules.flatMap(([url, headers]) => [url, ...headers.map(([name, value]) => `  ${name}: ${value}`)]);
  if (rules.length > cloudflareHeaderRules) {
    const beyond = rules.slice(cloudflareHeaderRules).map(([url]) => url);
    console.warn(
      `hosts: _headers has ${rules.length} rules, and Cloudflare Pages reads the first ${cloudflareHeaderRules}: there, ${beyond.length} addresses from ${beyond[0]} on keep their <meta> policy but get no frame-ancestors (Netlify reads them all; docs/deploying.md#cloudflare-pages)`,
    );
  }
  return `# Written by the build (scripts/hosts/): Netlify and Cloudflare Pages send these headers.\n${lines.join('\n')}\n`;
}

/**
 * Netlify answers a missing address with the 404 page of its language's folder (Cloudflare Pages finds
 * that page by itself, and skips these lines: it has no 404 status in `_redirects`).
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function redirectsFile({ notFound }) {
  const lines = notFound.map(({ folder, page }) => `${folder}* ${page} 404`);
  return `# Written by the build (scripts/hosts/): each language's 404 page (Netlify).\n${lines.join('\n')}\n`;
}
