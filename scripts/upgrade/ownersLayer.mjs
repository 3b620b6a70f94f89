// The owner's layer: every file of a fork that is hers, named once. No release writes it (`npm run
// upgrade` keeps it as she has it), no test of the template's reads it, and `npm run ci-plan` leaves
// it out when it asks whether the template's code changed (docs/testing.md#the-owners-layer). In
// scripts/upgrade/ because the upgrade, run as the release's copy of that folder in an older fork,
// imports nothing of ours from outside it.

/**
 * One part of the layer. `whole` parts are hers entirely; a part with `onlyHers` is a file of the
 * template's in which she owns a part (a line, the packages she added): it tells whether the
 * difference between the release's text and hers lies in her part alone.
 * @typedef {{ path: string, what: string, whole: true } | { path: string, what: string, whole: false, onlyHers: (release: string, hers: string) => boolean }} LayerPart
 */

/** The owner's content folder, which `npm run make-it-yours` makes. */
export const contentFolder = 'src/content/';

/** The file that records the template release a fork stands on (scripts/lib/templateRelease.mjs). */
export const releaseRecordFile = 'template-release.json';

/** @type {LayerPart[]} */
export const ownersLayer = [
  {
    path: contentFolder,
    what: 'your content: words, pictures, icons, theme, tuning, posts, case studies, your snapshots',
    whole: true,
  },
  {
    path: '.env*',
    what: 'your keys for `npm start` and your own builds (`.env.example` is the template’s)',
    whole: true,
  },
  { path: 'README.md', what: 'your README, if you rewrote it', whole: true },
  { path: 'public/', what: 'files of yours the build copies as they are (a CNAME, a robots.txt)', whole: true },
  { path: releaseRecordFile, what: 'the template release your fork stands on', whole: true },
  {
    path: 'LICENSE',
    what: 'its Copyright line, the licence holder (the rest is the template’s licence)',
    whole: false,
    onlyHers: (release, hers) => withoutCopyright(release) === withoutCopyright(hers),
  },
  {
    path: 'package.json',
    what: 'the packages you added (a font); the template’s are as the release has them',
    whole: false,
    onlyHers: (release, hers) => addsPackagesOnly(parsed(release), parsed(hers)),
  },
  {
    path: 'package-lock.json',
    what: 'what npm wrote for the packages you added; every package of the template’s as the release locks it',
    whole: false,
    onlyHers: (release, hers) => locksAddOnly(parsed(release), parsed(hers)),
  },
];

/** The layer's part a file (`/`-separated, from the root) belongs to, if any. @param {string} file */
export function layerPartOf(file) {
  return ownersLayer.find(({ path }) => matches(path, file));
}

/** Whether a file is hers entirely (not a template file she owns a part of). @param {string} file */
export const isOwnersFile = (file) => layerPartOf(file)?.whole === true;

/** @param {string} pattern @param {string} file */
function matches(pattern, file) {
  if (pattern.endsWith('/')) return file.startsWith(pattern);
  if (pattern === '.env*') return /^\.env(\..+)?$/.test(file) && file !== '.env.example';
  return file === pattern;
}

/** @param {string} text */
const withoutCopyright = (text) =>
  text
    .split(/\r?\n/)
    .filter((line) => !/^\s*Copyright\b/i.test(line))
    .join('\n')
    .trim();

/** @param {string} text @returns {Record<string, any> | undefined} */
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/**
 * Whether `hers` is `release` with packages added, none of the release's removed or at another range.
 * @param {Record<string, any> | undefined} release
 * @param {Record<string, any> | undefined} hers
 */
export function addsPackagesOnly(release, hers) {
  if (!release || !hers) return false;
  const rest = (/** @type {Record<string, any>} */ manifest) =>
    JSON.stringify(Object.fromEntries(Object.entries(manifest).filter(([key]) => !dependencyFields.includes(key))));
  if (rest(release) !== rest(hers)) return false;
  return dependencyFields.every((field) =>
    Object.entries(release[field] ?? {}).every(([name, range]) => hers[field]?.[name] === range),
  );
}

/**
 * Whether the lock `hers` keeps every package the release locks exactly as it locks it, adding others.
 * @param {Record<string, any> | undefined} release
 * @param {Record<string, any> | undefined} hers
 */
function locksAddOnly(release, hers) {
  if (!release?.packages || !hers?.packages) return false;
  return Object.entries(release.packages).every(([where, locked]) =>
    where === '' ? addsPackagesOnly(locked, hers.packages['']) : sameLock(locked, hers.packages[where]),
  );
}

/** @param {Record<string, any>} locked @param {Record<string, any> | undefined} other */
const sameLock = (locked, other) =>
  other !== undefined && ['version', 'resolved', 'integrity'].every((key) => locked[key] === other[key]);
