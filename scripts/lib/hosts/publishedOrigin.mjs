// Where the build is published, from what each host sets during its build (docs/deploying.md):
// SITE_ORIGIN, when given, wins; then Netlify's main address. GitHub Pages' workflow passes SITE_ORIGIN
// itself. Cloudflare Pages names only each deployment, and Vercel's site is built on your machine (it
// reads vercel.json before building), so those, like any build of yours, fall back to the content's
// `site.origin`.

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ origin: string, from: string } | undefined} the origin (scheme and host, no path) and the variable it came from
 */
export function publishedOrigin(env) {
  if (env.SITE_ORIGIN) return { origin: withoutSlash(env.SITE_ORIGIN), from: 'SITE_ORIGIN' };
  if (env.NETLIFY === 'true' && env.URL) return { origin: withoutSlash(env.URL), from: "Netlify's URL" };
  return undefined;
}

/** @param {string} address */
const withoutSlash = (address) => address.replace(/\/+$/, '');
