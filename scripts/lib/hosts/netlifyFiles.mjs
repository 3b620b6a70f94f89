// `_headers` and `_redirects`: the files Netlify and Cloudflare Pages read from the published folder.
import { everyFileHeaders, hashedFileCaching } from './securityHeaders.mjs';

/** How many rules of `_headers` Cloudflare Pages reads; it skips the rest (Netlify has no such limit). */
const cloudflareHeaderRules = 100;

/**
 * The rules of `_headers`, in order: every file gets the common headers, hashed files the long cache,
 * each page its own policy.
 * @param {import('./hostPlan.mjs').HostPlan} plan
 * @returns {[string, import("./securityHeaders.mjs").Header[]][]}
 */
function headerRules({ base, pages, hashedFolder }) {
  return [
    [`${base}*`, [...everyFileHeaders]],
    [`${hashedFolder}*`, [['Cache-Control', hashedFileCaching]]],
    ...pages.flatMap(({ urls, policy }) =>
      urls.map(
        (url) =>
          /** @type {[string, import("./securityHeaders.mjs").Header[]]} */ ([
            url,
            [['Content-Security-Policy', policy]],
          ]),
      ),
    ),
  ];
}

/** @param {import('./hostPlan.mjs').HostPlan} plan */
export function headersFile(plan) {
  const lines = headerRules(plan).flatMap(([url, headers]) => [
    url,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ]);
  return `# Written by the build (scripts/lib/hosts/): Netlify and Cloudflare Pages send these headers.\n${lines.join('\n')}\n`;
}

/**
 * What the build says when `_headers` has more rules than Cloudflare Pages reads, naming the first
 * address it would leave out; undefined within the limit.
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function cloudflareRulesWarning(plan) {
  const rules = headerRules(plan);
  if (rules.length <= cloudflareHeaderRules) return undefined;
  const beyond = rules.slice(cloudflareHeaderRules).map(([url]) => url);
  return `hosts: _headers has ${rules.length} rules, and Cloudflare Pages reads the first ${cloudflareHeaderRules}: there, ${beyond.length} addresses from ${beyond[0]} on keep their <meta> policy but get no frame-ancestors (Netlify reads them all; docs/deploying.md#cloudflare-pages)`;
}

/**
 * Netlify answers a missing address with the 404 page of its language's folder (Cloudflare Pages finds
 * that page by itself, and skips these lines: it has no 404 status in `_redirects`).
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function redirectsFile({ notFound }) {
  const lines = notFound.map(({ folder, page }) => `${folder}* ${page} 404`);
  return `# Written by the build (scripts/lib/hosts/): each language's 404 page (Netlify).\n${lines.join('\n')}\n`;
}
