// Which suite a tree needs: the owner's, where nothing outside her layer (scripts/lib/ownersLayer.mjs)
// differs from the template release the fork stands on (template-release.json), else the template's,
// naming the files that differ. `npm test` and the deploy workflow both decide by it (npm run ci-plan).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { layerPartOf, releaseRecordFile } from '../upgrade/ownersLayer.mjs';
import { readRelease } from '../upgrade/templateRelease.mjs';

/**
 * @typedef {{
 *   suite: 'owner' | 'template',
 *   line: string,
 *   release?: import('../upgrade/templateRelease.mjs').TemplateRelease,
 *   files: string[],
 * }} Plan the suite, the line that says why, the release compared with (where its commit is here) and the files outside the layer that differ
 */

/** How many files the plan's line names before it says how many more there are. */
const namedOnTheLine = 8;

/**
 * The plan for the work tree of the repository at `root` (tracked files as they are now, and new
 * files git does not ignore). A release it cannot read means the template's suite, and says why.
 * @param {string} root
 * @returns {Plan}
 */
export function planOf(root) {
  const git = gitIn(root);
  let release;
  try {
    release = readRelease(root);
  } catch (error) {
    return template(`${/** @type {Error} */ (error).message}; until then the template's suite runs`);
  }
  if (!release)
    return template(
      `no ${releaseRecordFile}: the template's own repository (a fork records its release with npm run make-it-yours or npm run upgrade)`,
    );
  const short = `${release.version} (${release.commit.slice(0, 7)})`;
  if (!hasCommit(git, release.commit) && !fetched(git, release.commit))
    return template(
      `the template's ${short}, which ${releaseRecordFile} names, is not in this clone's history (git fetch --unshallow brings it)`,
    );
  const files = outsideTheLayer(root, git, release.commit);
  if (files.length === 0)
    return {
      suite: 'owner',
      line: `owner: nothing outside your layer differs from the template's ${short}`,
      release,
      files,
    };
  const named = files.slice(0, namedOnTheLine).join(', ');
  const more = files.length > namedOnTheLine ? ` and ${files.length - namedOnTheLine} more` : '';
  return {
    suite: 'template',
    line: `template: ${named}${more} (outside your layer, changed since the template's ${short})`,
    release,
    files,
  };
}

/**
 * The files outside the owner's layer whose text differs from `commit`'s, sorted.
 * @param {string} root
 * @param {(...args: string[]) => string} git
 * @param {string} commit
 */
export function outsideTheLayer(root, git, commit) {
  const list = (/** @type {string} */ output) => output.split('\0').filter(Boolean);
  const changed = new Set([
    ...list(git('diff', '--name-only', '--no-renames', '-z', commit, '--')),
    ...list(git('ls-files', '-z', '--others', '--exclude-standard')),
  ]);
  return [...changed]
    .filter((file) => {
      const part = layerPartOf(file);
      if (!part) return true;
      if (part.whole) return false;
      const release = tryGit(git, 'show', `${commit}:${file}`) ?? '';
      const here = path.join(root, file);
      return !part.onlyHers(release, existsSync(here) ? readFileSync(here, 'utf8') : '');
    })
    .sort();
}

/** @param {string} reason @returns {Plan} */
const template = (reason) => ({ suite: 'template', line: `template: ${reason}`, files: [] });

/** @param {string} root */
export const gitIn =
  (root) =>
  (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    }).trimEnd();

/** @param {(...args: string[]) => string} git @param {string[]} args */
function tryGit(git, ...args) {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
}

/** @param {(...args: string[]) => string} git @param {string} commit */
const hasCommit = (git, commit) => tryGit(git, 'cat-file', '-e', `${commit}^{commit}`) !== undefined;

/**
 * A shallow clone (the workflow's checkout) fetches the release's commit from its origin, which
 * holds it: the fork's history is the template's.
 * @param {(...args: string[]) => string} git
 * @param {string} commit
 */
function fetched(git, commit) {
  if (tryGit(git, 'rev-parse', '--is-shallow-repository') !== 'true') return false;
  tryGit(git, 'fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit);
  return hasCommit(git, commit);
}
