// `npm run upgrade`'s merge: the template's release into the owner's fork, each conflict settled by
// who owns the file (scripts/upgrade/ownersLayer.mjs). The owner's content (src/content/) stays
// exactly as the fork had it, whatever the release moved or deleted there, and so do her other files
// (her README, public/, env files); her licence line and the packages she added are put back into
// the release's LICENSE, package.json and lock; the template's own content (src/placeholder/), its
// snapshots and the tests the fork deleted (README once asked for that) come as the release has
// them; anything else both changed is the owner's code edit against the template's, left for the
// owner to settle, named. The release taken is recorded (template-release.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import { addsPackagesOnly, contentFolder, isOwnersFile, releaseRecordFile } from './ownersLayer.mjs';
import { licenceWithHolder, lockWithHers, manifestWithHers } from './ownersParts.mjs';
import { pointShapeImports } from './shapeImports.mjs';
import { releaseAt, writeRelease } from './templateRelease.mjs';
import { tunedFiles } from './tunedFiles.mjs';
import { tokenBlock, tuningSince } from './tunedInPlace.mjs';

const ownerFolder = contentFolder;
/**
 * Where releases up to 0.2.0 kept the content's shape, inside the owner's folder: a fork's copy follows
 * the release to src/contentShape/types.ts, an edit of the owner's (a recipe's section id) with it.
 */
export const formerContentShape = 'src/content/types.ts';

/** @typedef {(...args: string[]) => string} Git git run in the repository, its output trimmed */
/** @typedef {import('./tunedInPlace.mjs').Tuning} Tuning */

/** Whether a path is in the owner's content folder. @param {string} file */
export const ownersPath = (file) => file.startsWith(ownerFolder) && file !== formerContentShape;

/**
 * What the template alone writes beside the owner's folder: its placeholder. (The content's shape,
 * src/contentShape/types.ts, merges as code does: a recipe has the owner add a section's id to it.)
 */
const templatesOwn = ['src/placeholder'];

/** Whether a conflicted path is the template's to settle: its snapshots, and its tests. */
const templatesToSettle = (/** @type {string} */ file) =>
  /(^|\/)__screenshots__\//.test(file) || file.startsWith('tests/');

/**
 * Merges `ref` into HEAD of the repository at `root` (clean work tree) and commits, or stops naming
 * the conflicts left for the owner. `git(...args)` runs git there and returns its output.
 * @param {string} root
 * @param {string} ref
 * @param {Git} git
 * @returns {Promise<{ base: string; tuned: string[]; migrated: string[]; settled: string[]; left: string[]; packagesKept: string[] }>}
 */
export async function takeTemplate(root, ref, git) {
  const base = git('merge-base', 'HEAD', ref);
  const tuning = tuningSince(root, (file) => git('show', `${base}:${file}`));
  const tunedHere = /** @type {(keyof Tuning)[]} */ (Object.keys(tuning))
    .filter((kind) => tuning[kind].size > 0)
    .map((kind) => tunedFiles[kind].file);
  // The template's files go back to the release the fork last took, so they merge without a conflict;
  // the tuning moves into the owner's files after the merge.
  if (tunedHere.length > 0) {
    git('checkout', base, '--', ...tunedHere);
    git(
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      `Put ${tunedHere.join(', ')} back as the template had them: the tuning moves into src/content (npm run upgrade)`,
    );
  }

  // No directory renames: a release moving the template's last file out of src/content/ (0.3.0) would
  // otherwise read as src/content/ renamed, and carry the owner's files along.
  const merged = gitMayFail(
    git,
    '-c',
    'merge.directoryRenames=false',
    'merge',
    '--no-ff',
    '--no-commit',
    '--no-edit',
    ref,
  );
  if (!merged.ok && !git('diff', '--name-only', '--diff-filter=U'))
    throw new Error(`git merge ${ref} failed: ${merged.output}`);

  const settled = [];
  // The owner's folder as the fork had it: a release moving its placeholder out must not take theirs along.
  const ownersBefore = git('ls-tree', '-r', '--name-only', 'HEAD', '--', ownerFolder).split('\n').filter(ownersPath);
  const ownersAfter = git('ls-files', '--', ownerFolder).split('\n').filter(ownersPath);
  if (ownersBefore.length > 0) git('checkout', 'HEAD', '--', ...ownersBefore);
  for (const file of ownersAfter.filter((/** @type {string} */ name) => !ownersBefore.includes(name)))
    git('rm', '--quiet', '--cached', '--force', '--', file);
  // The template's own content, always as the release has it: git's rename detection would otherwise
  // carry the owner's edits of a file the release moved out of src/content/ into its new place.
  for (const folder of templatesOwn.filter((file) => gitMayFail(git, 'cat-file', '-e', `${ref}:${file}`).ok))
    git('checkout', ref, '--', folder);
  for (const file of conflicts(git)) {
    if (ownersPath(file)) settled.push(`${file} (yours, as it was)`);
    else if (isOwnersFile(file)) {
      keepOurs(git, file);
      settled.push(`${file} (yours, as it was)`);
    } else if (templatesToSettle(file)) {
      takeTheirs(git, ref, file);
      settled.push(`${file} (the template's)`);
    }
  }
  const packagesKept = settleOwnersParts(root, git, base, ref, settled);
  writeRelease(root, releaseAt(git, ref));
  git('add', '--', releaseRecordFile);
  const tuned = await writeOwnTuning(root, tuning);
  if (tuned.length > 0) git('add', '--', ...tuned);
  const migrated = pointShapeImports(root, ownersBefore);
  if (migrated.length > 0) git('add', '--', ...migrated);
  const left = conflicts(git);
  if (left.length === 0)
    git('commit', '--quiet', '--no-verify', '--no-edit', '-m', `Take the template's ${ref} (npm run upgrade)`);
  return { base, tuned, migrated, settled, left, packagesKept };
}

/**
 * LICENSE, package.json and the lock, where the release changed them and so did the fork: the
 * release's, with the fork's part put back (a conflict in them is never the owner's to settle).
 * Returns the packages of hers kept.
 * @param {string} root
 * @param {Git} git
 * @param {string} base
 * @param {string} ref
 * @param {string[]} settled
 */
function settleOwnersParts(root, git, base, ref, settled) {
  const show = (/** @type {string} */ commit, /** @type {string} */ file) =>
    gitMayFail(git, 'show', `${commit}:${file}`);
  const bothChanged = (/** @type {string} */ file) => {
    const [before, hers, release] = [base, 'HEAD', ref].map((commit) => show(commit, file).output);
    return hers !== before && release !== before;
  };
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    writeFileSync(path.join(root, file), text);
    git('add', '--', file);
  };
  if (conflicts(git).includes('LICENSE')) {
    write('LICENSE', `${licenceWithHolder(show(ref, 'LICENSE').output, show('HEAD', 'LICENSE').output)}\n`);
    settled.push("LICENSE (the template's, with your Copyright line)");
  }
  /** @type {string[]} */
  let packagesKept = [];
  const [baseManifest, herManifest, releaseManifest] = [base, 'HEAD', ref].map(
    (commit) => show(commit, 'package.json').output,
  );
  // Her packages added and nothing else of hers changed: the release's manifest with them. Any other
  // edit of hers (a script) is code, and a conflict in it is hers to settle.
  if (conflicts(git).includes('package.json') && addsPackagesOnly(JSON.parse(baseManifest), JSON.parse(herManifest))) {
    const manifest = manifestWithHers(baseManifest, herManifest, releaseManifest);
    write('package.json', manifest.text);
    packagesKept = manifest.added;
    settled.push(`package.json (the template's, with your ${packagesKept.join(', ')})`);
  }
  if (bothChanged('package-lock.json') && !conflicts(git).includes('package.json')) {
    const releaseLock = `${show(ref, 'package-lock.json').output}\n`;
    const merged = readFileSync(path.join(root, 'package.json'), 'utf8');
    if (merged.trim() === releaseManifest.trim()) write('package-lock.json', releaseLock);
    else {
      const npm = lockWithHers(root, releaseLock);
      if (!npm.ok) throw new Error(`npm could not lock your packages beside the template's:\n${npm.output}`);
      git('add', '--', 'package-lock.json');
    }
    settled.push("package-lock.json (the template's, npm adding what your package.json adds)");
  }
  return packagesKept;
}

/** The file as HEAD has it, or gone where HEAD has none. @param {Git} git @param {string} file */
function keepOurs(git, file) {
  if (gitMayFail(git, 'cat-file', '-e', `HEAD:${file}`).ok) git('checkout', 'HEAD', '--', file);
  else git('rm', '--quiet', '--force', '--', file);
  git('add', '--', file);
}

/** @param {Git} git @param {string[]} args */
function gitMayFail(git, ...args) {
  try {
    return { ok: true, output: git(...args) };
  } catch (error) {
    const failure = /** @type {{ stderr?: string; message: string }} */ (error);
    return { ok: false, output: String(failure.stderr ?? failure.message) };
  }
}

/** @param {Git} git */
function conflicts(git) {
  return git('diff', '--name-only', '--diff-filter=U').split('\n').filter(Boolean);
}

/** The file as `ref` has it, or gone where `ref` deleted it. @param {Git} git @param {string} ref @param {string} file */
function takeTheirs(git, ref, file) {
  if (gitMayFail(git, 'cat-file', '-e', `${ref}:${file}`).ok) git('checkout', ref, '--', file);
  else git('rm', '--quiet', '--force', '--', file);
  git('add', '--', file);
}

/**
 * Writes a fork's in-place tuning into the owner's files: tokens appended to theme.css /
 * theme-light.css (after what is there, so they win), knobs into scene.ts as "Copy params" writes it.
 * Returns the files written.
 * @param {string} root
 * @param {Tuning} tuning
 */
export async function writeOwnTuning(root, tuning) {
  const written = [];
  for (const kind of /** @type {const} */ (['tokens', 'lightTokens'])) {
    if (tuning[kind].size === 0) continue;
    const { ownFile, selector } = tunedFiles[kind];
    const target = path.join(root, ownFile);
    const before = existsSync(target) ? `${readFileSync(target, 'utf8').trimEnd()}\n\n` : '';
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(
      target,
      `${before}/* Tuned in src/theme/ before the owner's layer; moved here by npm run upgrade. */\n${tokenBlock(selector, tuning[kind])}`,
    );
    written.push(ownFile);
  }
  if (tuning.knobs.size > 0) {
    writeFileSync(path.join(root, tunedFiles.knobs.ownFile), await sceneTuningFile(root, tuning.knobs));
    written.push(tunedFiles.knobs.ownFile);
  }
  return written;
}

/** src/content/scene.ts with `knobs` (path → value), written by the release's own writer (src/scene/page/tuningText.ts). */
/** @param {string} root @param {Tuning['knobs']} knobs @returns {Promise<string>} */
async function sceneTuningFile(root, knobs) {
  const target = path.join(root, tunedFiles.knobs.ownFile);
  if (existsSync(target) && /sceneTuning: SceneTuning = \{\s*\S/.test(readFileSync(target, 'utf8'))) {
    throw new Error(
      `${tunedFiles.knobs.ownFile} has a tuning already, and src/scene/params.ts was tuned in place too: merge them by hand (${[...knobs.keys()].join(', ')})`,
    );
  }
  /** @type {Record<string, unknown>} */
  const tuning = {};
  for (const [name, value] of knobs) {
    const [group = name, knob] = name.split('.');
    if (knob === undefined) tuning[group] = value;
    else tuning[group] = { .../** @type {object | undefined} */ (tuning[group]), [knob]: value };
  }
  const { module } = await runnerImport(path.join(root, 'src/scene/page/tuningText.ts'));
  return module.tuningText(tuning);
}
