import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const skipped = new Set(['node_modules', '.git', 'dist', 'dist-subpath', 'dist-test', 'dist-test-ssr', 'reports', 'test-results', 'playwright-report', '.mailbox']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name) || name.endsWith('-ssr')) return [];
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : [file];
  });
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
  const files = sourceFiles(root).filter((file) => statSync(file).size < 2_000_000);

  it('has no .env file with values outside .env.example', () => {
    const envFiles = files.map((file) => path.basename(file)).filter((name) => /^\.env(\.|$)/.test(name) && name !== '.env.example');
    expect(envFiles).toEqual([]);
  });

  it('has no token, key or credential in any source file', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SECRET_SHAPES.filter(([, shape]) => shape.test(text)).map(([kind]) => `${path.relative(root, file)}: ${kind}`);
    });
    expect(found).toEqual([]);
  });
});
