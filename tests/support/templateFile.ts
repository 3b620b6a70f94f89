/**
 * Files that a template test reads or copies and an owner may have changed (README.md, the
 * files a recipe edits), as the template has them: in a fork, as the release she stands on has them
 * (template-release.json), whatever she wrote since; in the template's own repository, as they are.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readRelease } from '../../scripts/upgrade/templateRelease.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

export function templateFile(file: string): string {
  const release = readRelease(root);
  if (!release) return readFileSync(path.join(root, file), 'utf8');
  return git('show', `${release.commit}:${file}`);
}

/**
 * Copies a file or folder of the template's into `to` (at the same relative path), as the template
 * has it; one the template does not have is left out.
 */
export function copyTemplateFiles(file: string, to: string): void {
  const release = readRelease(root);
  if (!release) {
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(to, file), { recursive: true });
    return;
  }
  for (const name of git('ls-tree', '-r', '-z', '--name-only', release.commit, '--', file).split('\0')) {
    if (!name) continue;
    mkdirSync(path.dirname(path.join(to, name)), { recursive: true });
    writeFileSync(path.join(to, name), execFileSync('git', ['show', `${release.commit}:${name}`], { cwd: root }));
  }
}
