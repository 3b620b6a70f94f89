// The template release a fork stands on, recorded in template-release.json by `npm run make-it-yours`
// (the commit the fork was made at) and `npm run upgrade` (the release it took). `npm run ci-plan`
// compares the fork's tree with it. The template's own repository has no record.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseRecordFile } from './ownersLayer.mjs';

/** @typedef {{ version: string, commit: string }} TemplateRelease */

const note =
  'Written by npm run make-it-yours and npm run upgrade: the template release this fork stands on. ' +
  'npm run ci-plan compares your files with it to choose your suite or the template’s (docs/testing.md#the-owners-layer).';

/**
 * The recorded release of the repository at `root`, if any; a record that is not one fails naming its file.
 * @param {string} root
 * @returns {TemplateRelease | undefined}
 */
export function readRelease(root) {
  const file = path.join(root, releaseRecordFile);
  if (!existsSync(file)) return undefined;
  /** @type {unknown} */
  let record;
  try {
    record = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${releaseRecordFile} is not JSON (${/** @type {Error} */ (error).message}): npm run upgrade writes it anew`,
      { cause: error },
    );
  }
  const { version, commit } = /** @type {Partial<TemplateRelease>} */ (record ?? {});
  if (typeof version !== 'string' || typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit))
    throw new Error(`${releaseRecordFile} needs "version" and a 40-digit "commit": npm run upgrade writes it anew`);
  return { version, commit };
}

/**
 * Records `release` as the one the repository at `root` stands on.
 * @param {string} root
 * @param {TemplateRelease} release
 */
export function writeRelease(root, release) {
  const record = { $comment: note, version: release.version, commit: release.commit };
  writeFileSync(path.join(root, releaseRecordFile), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The release at `commit` of the repository at `root`: its commit and the version its package.json says.
 * @param {(...args: string[]) => string} git
 * @param {string} commit
 * @returns {TemplateRelease}
 */
export function releaseAt(git, commit) {
  const full = git('rev-parse', `${commit}^{commit}`);
  const { version } = JSON.parse(git('show', `${full}:package.json`));
  return { version, commit: full };
}
