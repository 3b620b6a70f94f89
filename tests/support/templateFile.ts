/**
 * A file of the owner's layer that a template test reads (README.md, LICENSE), as the template has
 * it: in a fork, as the release she stands on has it (template-release.json), whatever she wrote
 * since; in the template's own repository, as it is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRelease } from '../../scripts/upgrade/templateRelease.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export function templateFile(file: string): string {
  const release = readRelease(root);
  if (!release) return readFileSync(path.join(root, file), 'utf8');
  return execFileSync('git', ['show', `${release.commit}:${file}`], { cwd: root, encoding: 'utf8' });
}
