import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyEdits, edits, removed } from '../../scripts/owner-edits-list.mjs';

const root = path.resolve(import.meta.dirname, '../..');
let copy: string;

/** A copy of the files the edits touch, with the placeholder pins whether or not the owner deleted them. */
function copyEditedFiles(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'owner-edits-test-'));
  for (const file of new Set(edits.map((edit) => edit.file))) cpSync(path.join(root, file), path.join(folder, file));
  for (const file of removed) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), '');
  }
  return folder;
}

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  copy = copyEditedFiles();
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the owner-edit check', () => {
  it('deletes the placeholder pins and edits every file it names', () => {
    applyEdits(copy);
    for (const file of removed) expect(existsSync(path.join(copy, file))).toBe(false);
    for (const file of new Set(edits.map((edit) => edit.file))) {
      expect(readFileSync(path.join(copy, file), 'utf8')).not.toBe(readFileSync(path.join(root, file), 'utf8'));
    }
  });

  it('runs after the owner already deleted the placeholder pins (README step 3)', () => {
    for (const file of removed) rmSync(path.join(copy, file));
    expect(() => applyEdits(copy)).not.toThrow();
    for (const file of new Set(edits.map((edit) => edit.file))) {
      expect(readFileSync(path.join(copy, file), 'utf8')).not.toBe(readFileSync(path.join(root, file), 'utf8'));
    }
  });
});
