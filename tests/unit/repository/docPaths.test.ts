import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerSnapshotsFolder } from '../../../scripts/lib/makeItYours.mjs';
import { templateFile } from '../../support/templateFile';

const root = path.resolve(import.meta.dirname, '../../..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** What a run writes (git-ignored folders such as test-results/): a doc may name it before it exists. */
const written = new Set(
  readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/\/$/, '')),
);
/** The repository's own top-level folders and files: a path a doc names starts with one of them. */
const topLevel = new Set(readdirSync(root).filter((name) => name !== '.git' && !written.has(name)));

/**
 * Every repository path a doc names: in backticks when it starts at the top of the repository
 * (`src/…`, `tests/…`, `package.json`; a module may be named without its extension), and every
 * relative Markdown link. Paths with a placeholder (`<slug>`, `*`, `…`) stand for a kind of file, and
 * a file a recipe has you add ("a new `src/…`") is not there yet. The owner's files under
 * src/content/ come from the placeholder (`npm run make-it-yours`): they are looked for there; their
 * snapshots are recorded by `npm run test:update`, once they have content of their own.
 */
function namedPaths(file: string): { named: string; resolved: string }[] {
  const text = file === 'README.md' ? templateFile(file) : readFileSync(path.join(root, file), 'utf8');
  const added = new Set(Array.from(text.matchAll(/\bnew `([^`]+)`/g), ([, named]) => named));
  const found: { named: string; resolved: string }[] = [];
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const named = code!.replace(/[:#].*$/, '').replace(/[.,;)]$/, '');
    if (
      /[<>*…{}$]/.test(named) ||
      added.has(named) ||
      !topLevel.has(named.split('/')[0]!) ||
      named.startsWith(ownerSnapshotsFolder)
    )
      continue;
    found.push({ named, resolved: path.join(root, named.replace(/^src\/content\//, 'src/placeholder/')) });
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
    const named = target!.replace(/#.*$/, '');
    found.push({ named, resolved: path.join(root, path.dirname(file), named) });
  }
  return found;
}

describe('the docs name only paths that exist', () => {
  it.each(docs)('%s', (file) => {
    const missing = namedPaths(file)
      .filter(({ resolved }) => !['', '.ts', '.tsx'].some((extension) => existsSync(resolved + extension)))
      .map(({ named }) => named);
    expect(missing).toEqual([]);
  });
});
