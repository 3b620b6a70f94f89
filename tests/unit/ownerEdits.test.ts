import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyEdits, edits, readmeEdits, readmeFiles, removed } from '../../scripts/owner-edits-list.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** Whether this repository is still the template (its placeholder pins there), or an owner's. */
const template = removed.every((file) => existsSync(path.join(root, file)));
const files = (list: readonly { file: string }[]) => [...new Set(list.map((edit) => edit.file))];
let copy: string;

/** A copy of the files the edits touch, and of the placeholder pins where the repository has them. */
function copyEditedFiles(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'owner-edits-test-'));
  for (const file of [...files(edits), ...files(readmeEdits), ...removed]) {
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(folder, file));
  }
  return folder;
}

const changed = (file: string) => readFileSync(path.join(copy, file), 'utf8') !== readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  copy = copyEditedFiles();
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the owner-edit check', () => {
  it.runIf(template)("replays README's content edits and recipes on the template, deletes the pins and edits every file it names", () => {
    applyEdits(copy);
    for (const file of removed) expect(existsSync(path.join(copy, file))).toBe(false);
    for (const file of [...files(edits), ...files(readmeEdits)]) expect(changed(file), file).toBe(true);
    for (const [file, text] of Object.entries(readmeFiles)) expect(readFileSync(path.join(copy, file), 'utf8')).toBe(text);
  });

  it('runs after the owner already deleted the placeholder pins (README step 3), leaving their content to them', () => {
    for (const file of removed) rmSync(path.join(copy, file), { force: true });
    expect(() => applyEdits(copy)).not.toThrow();
    for (const file of files(edits)) expect(changed(file), file).toBe(true);
    for (const file of files(readmeEdits).filter((name) => !files(edits).includes(name))) expect(changed(file), file).toBe(false);
    for (const file of Object.keys(readmeFiles)) expect(existsSync(path.join(copy, file))).toBe(false);
  });
});
