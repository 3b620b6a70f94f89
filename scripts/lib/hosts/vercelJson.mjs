// `vercel.json`: Vercel's headers for the deployed folder (https://vercel.com/docs/project-configuration#headers).
import { everyFileHeaders, hashedFileCaching } from './securityHeaders.mjs';

/**
 * Vercel's `source` is a path-to-regexp pattern: `(.*)` for "anything below", and the page addresses
 * hold no character it reads as syntax. Vercel answers a missing address with the published folder's
 * `404.html`: it has no 404 page per folder beside `headers`.
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function vercelJson({ base, pages, hashedFolder }) {
  /** @param {import("./securityHeaders.mjs").Header[]} headers */
  const named = (headers) => headers.map(([key, value]) => ({ key, value }));
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: [
      { source: `${base}(.*)`, headers: named([...everyFileHeaders]) },
      { source: `${hashedFolder}(.*)`, headers: named([['Cache-Control', hashedFileCaching]]) },
      ...pages.flatMap(({ urls, policy }) =>
        urls.map((source) => ({ source, headers: named([['Content-Security-Policy', policy]]) })),
      ),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
