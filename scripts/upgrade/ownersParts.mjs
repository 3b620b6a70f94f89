// The template's files in which the owner owns a part (scripts/upgrade/ownersLayer.mjs), settled by
// `npm run upgrade` without asking her: the release's file, with her part put back. Her licence line
// in the release's LICENSE; the packages she added in the release's package.json; and the release's
// lock, to which npm adds her packages back.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies'];

/**
 * The release's LICENSE with the fork's Copyright lines in place of the release's.
 * @param {string} release
 * @param {string} hers
 */
export function licenceWithHolder(release, hers) {
  const holder = hers.split('\n').filter((line) => /^\s*Copyright\b/i.test(line));
  if (holder.length === 0) return release;
  const lines = release.split('\n');
  const first = lines.findIndex((line) => /^\s*Copyright\b/i.test(line));
  if (first === -1) return release;
  return [
    ...lines.slice(0, first),
    ...holder,
    ...lines.slice(first).filter((line) => !/^\s*Copyright\b/i.test(line)),
  ].join('\n');
}

/**
 * The release's package.json with the packages the fork added since `base` (at the fork's ranges).
 * Returns the text and the names added back.
 * @param {string} base the manifest of the release the fork last took
 * @param {string} hers
 * @param {string} release
 */
export function manifestWithHers(base, hers, release) {
  const [before, own, next] = [base, hers, release].map((text) => JSON.parse(text));
  /** @type {string[]} */
  const added = [];
  for (const field of dependencyFields) {
    for (const [name, range] of Object.entries(own[field] ?? {})) {
      if (before[field]?.[name] !== undefined || next[field]?.[name] !== undefined) continue;
      next[field] = Object.fromEntries(
        Object.entries({ ...next[field], [name]: range }).sort(([a], [b]) => a.localeCompare(b)),
      );
      added.push(name);
    }
  }
  return { text: `${JSON.stringify(next, null, 2)}\n`, added };
}

/**
 * Writes the release's lock, then lets npm add what the fork's package.json asks beyond it (no
 * install, no scripts: `npm install` afterwards fills node_modules). npm is started as the owner's
 * `npm run` started this command, without a shell (scripts/lib/npm.mjs, which the upgrade may not import).
 * @param {string} root
 * @param {string} releaseLock
 * @returns {{ ok: true } | { ok: false, output: string }}
 */
export function lockWithHers(root, releaseLock) {
  writeFileSync(path.join(root, 'package-lock.json'), releaseLock);
  const args = ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'];
  const npmScript = process.env.npm_execpath;
  const [command, commandArgs] = npmScript ? [process.execPath, [npmScript, ...args]] : ['npm', args];
  const run = spawnSync(command, commandArgs, { cwd: root, encoding: 'utf8' });
  if (run.status === 0) return { ok: true };
  return { ok: false, output: `${run.stdout}\n${run.stderr}`.trim() };
}
