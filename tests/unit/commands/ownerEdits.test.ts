import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyEdits, edits, readmeEdits, readmeFiles } from '../../../scripts/lib/owner-edits-list.mjs';
import { formatAsRecipeSays } from '../../../scripts/lib/owner-edits-readme.mjs';
import { copyTemplateFiles, templateFile } from '../../support/templateFile';

/** The owner's files. */
const ownersFile = (file: string) => file.startsWith('src/content/');
const files = (list: readonly { file: string }[]) => [...new Set(list.map((edit) => edit.file))];
let copy: string;

/**
 * A copy of the template's files the edits touch (its placeholder, no content of an owner's yet), as
 * the template has them: in a fork that followed a recipe, as its release had them before.
 */
function copyTemplate(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'owner-edits-test-'));
  for (const file of [
    ...files(edits),
    ...files(readmeEdits),
    'src/placeholder',
    'docs/content.md',
    'docs/recipes.md',
    '.prettierrc.json',
    '.prettierignore',
  ].filter((name) => !ownersFile(name)))
    copyTemplateFiles(file, folder);
  return folder;
}

/** The file as the template has it; the owner's files as the placeholder's they start from. */
const original = (file: string) =>
  templateFile(ownersFile(file) ? file.replace('src/content/', 'src/placeholder/') : file);
const changed = (file: string) => readFileSync(path.join(copy, file), 'utf8') !== original(file);

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  copy = copyTemplate();
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the owner-edit check', () => {
  it("makes the placeholder the owner's, replays README's content edits and recipes, and deletes no test", () => {
    applyEdits(copy);
    for (const file of [...files(edits), ...files(readmeEdits)]) expect(changed(file), file).toBe(true);
    for (const [file, text] of Object.entries(readmeFiles))
      expect(readFileSync(path.join(copy, file), 'utf8')).toBe(text);
    expect(
      readFileSync(path.join(copy, 'src/placeholder/site.ts'), 'utf8'),
      'the placeholder stays the template’s',
    ).toBe(original('src/placeholder/site.ts'));
  });

  it('leaves every file it edits as `npm run format:check` wants it, once the step the section recipe names is run', async () => {
    applyEdits(copy);
    await formatAsRecipeSays(copy);
    const ignorePath = path.join(copy, '.prettierignore');
    for (const file of [...files(edits), ...files(readmeEdits), ...Object.keys(readmeFiles)]) {
      const filepath = path.join(copy, file);
      if ((await prettier.getFileInfo(filepath, { ignorePath })).ignored) continue;
      const options = { ...(await prettier.resolveConfig(filepath)), filepath };
      expect(await prettier.check(readFileSync(filepath, 'utf8'), options), `${file} is formatted`).toBe(true);
    }
  });
});
