// What every host configuration says, read from the build itself: each page's addresses and its
// policy (the very `<meta>` policy the prerender wrote into it), each language's 404 page, and the
// folder of hashed files. The host files (scripts/lib/hosts/*File.mjs) only spell this out.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { headerPolicy } from './securityHeaders.mjs';

/**
 * @typedef {{ urls: string[], policy: string }} PageRule a page's addresses, and its header policy
 * @typedef {{ folder: string, page: string }} NotFoundRule the 404 page answering a missing address under `folder`
 * @typedef {{ base: string, pages: PageRule[], notFound: NotFoundRule[], hashedFolder: string }} HostPlan
 */

const NOT_FOUND = '404.html';
/** The names in `assets/`: Vite's `name-<8 characters of hash>.ext`, the résumé's `cv-<10 hex digits>.pdf` (vite/resume/). */
const HASHED_NAME = /-(?:[\w-]{8}|[0-9a-f]{10})\.[a-z0-9]+$/;

/**
 * @param {{ dist: string, base: string, pages: string[] }} build the output folder, its base path and
 *   the pages the prerender wrote (paths relative to `dist`, with `/`)
 * @returns {Promise<HostPlan>}
 */
export async function hostPlan({ dist, base, pages }) {
  const hashedFolder = `${base}assets/`;
  const unhashed = (await readdir(path.join(dist, 'assets'))).filter((name) => !HASHED_NAME.test(name));
  if (unhashed.length > 0)
    throw new Error(
      `hosts: ${unhashed.join(', ')} in assets/ carry no content hash, so no host may cache them as immutable`,
    );
  // In the pages' address order, so the files read the same whichever order the pages came in.
  const rules = await Promise.all(
    [...pages].sort().map(async (file) => ({
      urls: addressesOf(base + file),
      policy: headerPolicy(metaPolicy(await readFile(path.join(dist, file), 'utf8'), file)),
    })),
  );
  const notFound = pages
    .filter((file) => path.posix.basename(file) === NOT_FOUND)
    .map((file) => ({ folder: base + file.slice(0, -NOT_FOUND.length), page: base + file }))
    // The deepest folder first: its page answers before the base's.
    .sort((a, b) => b.folder.length - a.folder.length);
  return { base, pages: rules, notFound, hashedFolder };
}

/**
 * A folder's page is asked for by its folder's address and by its file's.
 * @param {string} url
 */
function addressesOf(url) {
  return url.endsWith('/index.html') ? [url.slice(0, -'index.html'.length), url] : [url];
}

/**
 * @param {string} html
 * @param {string} file
 */
function metaPolicy(html, file) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  if (!content) throw new Error(`hosts: ${file} has no Content-Security-Policy <meta>`);
  return content.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}
