import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtBase } from '../../../scripts/lib/builtBase.mjs';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function build(html: string | undefined): string {
  folder = mkdtempSync(path.join(tmpdir(), 'built-base-'));
  if (html !== undefined) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
  }
  return folder;
}

describe('the base a build was made with, for npm run preview', () => {
  it('is the sub-path of a BASE_PATH build', () => {
    expect(
      builtBase(
        build(
          '<head><link rel="icon" href="/portfolio/assets/icon-a1.svg" /><script type="module" src="/portfolio/assets/index-b2.js"></script>',
        ),
      ),
    ).toBe('/portfolio/');
  });

  it('is the root of a plain build', () => {
    expect(builtBase(build('<script type="module" crossorigin src="/assets/index-b2.js"></script>'))).toBe('/');
  });

  it('is unknown without a build', () => {
    expect(builtBase(build(undefined))).toBeUndefined();
  });
});
