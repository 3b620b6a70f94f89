import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * What git would commit: tracked files plus untracked ones not ignored. An owner's git-ignored
 * `.env.local` holds their keys on purpose and is never pushed, so it is not looked at.
 */
function committableFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listing
    .split('\0')
    .filter(Boolean)
    .map((file) => path.join(root, file));
}

/** Shapes of credentials that must never be committed. */
const SECRET_SHAPES: [string, RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['GitHub token', /\b(?:ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{40,}/],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['Slack token', /\bxox[abpr]-[A-Za-z0-9-]{10,}/],
];

describe('the repository holds no secret', () => {
  const files = committableFiles().filter((file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats?.isFile() && stats.size < 2_000_000;
  });

  it('commits no .env file but .env.example', () => {
    const envFiles = files
      .map((file) => path.basename(file))
      .filter((name) => /^\.env(\.|$)/.test(name) && name !== '.env.example');
    expect(envFiles).toEqual([]);
  });

  it('has no token, key or credential in any source file', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SECRET_SHAPES.filter(([, shape]) => shape.test(text)).map(
        ([kind]) => `${path.relative(root, file)}: ${kind}`,
      );
    });
    expect(found).toEqual([]);
  });
});
