// A copy of the repository as the template has it, for checks that replay an owner's steps on it
// (scripts/owner-edits.mjs): what git would commit, never the owner's layer
// (scripts/upgrade/ownersLayer.mjs), with node_modules shared.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOwnersFile, layerPartOf } from '../upgrade/ownersLayer.mjs';
import { gitIn, planOf } from './ciPlan.mjs';

/** @param {string} file */
const templatesWithoutRelease = (file) => !isOwnersFile(file) || file === 'README.md';

/**
 * The repository's files (tracked, and new ones not ignored) copied, node_modules linked entry by
 * entry; the owner's layer never: in a fork, each of its files as the template release she stands
 * on has it (none of her content), and in the template's own repository no content or env file.
 * @param {string} root
 * @param {string} prefix the temporary folder's name starts so
 * @returns {string} the copy's folder
 */
export function templateCopy(root, prefix) {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const git = gitIn(root);
  const release = planOf(root).release;
  const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  // Without a release (the template's own repository) the layer's files are the template's, but for
  // content or env files made here.
  const copied = release ? files.filter((name) => !layerPartOf(name)) : files.filter(templatesWithoutRelease);
  for (const file of copied) {
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      // A file deleted in the work tree but not yet in git: the owner's copy would not have it either.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  if (release) {
    const layerFiles = git('ls-tree', '-r', '-z', '--name-only', release.commit).split('\0').filter(layerPartOf);
    for (const file of layerFiles) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), execFileSync('git', ['show', `${release.commit}:${file}`], { cwd: root }));
    }
  }
  // Packages are shared through symlinks; the tools' caches and temp files (.tmp, .vite, .cache, …)
  // stay the copy's own, so nothing written here reaches the repository's node_modules.
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of existsSync(modules) ? readdirSync(modules) : []) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    // A junction on Windows, which needs no administrator; POSIX ignores the type.
    symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry), 'junction');
  }
  // An owner's copy is a git repository: the checks that read the tracked files need one.
  execFileSync('git', ['init', '--quiet'], { cwd: copy });
  execFileSync('git', ['add', '--all'], { cwd: copy });
  return copy;
}
