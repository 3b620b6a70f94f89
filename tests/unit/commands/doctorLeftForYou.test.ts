import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as placeholder from '@/placeholder/site';
import { leftForYou, partsLeftOff } from '../../../scripts/doctor/leftForYou.mjs';
import * as fixture from '../../fixtures/content-full/site';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository whose `template/main` has the given files, then the owner's edits committed over them. */
function forkWith(template: Record<string, string>, owners: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor advice '));
  made.push(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=O', '-c', 'user.email=o@example.invalid', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  };
  git('init', '--quiet');
  write(template);
  git('add', '--all');
  git('commit', '--quiet', '-m', 'template');
  git('update-ref', 'refs/remotes/template/main', 'HEAD');
  write(owners);
  git('commit', '--quiet', '--all', '-m', 'mine');
  return dir;
}

describe("the doctor's advice beside its findings", () => {
  it('names each optional part the content leaves off, with its docs, and none the full fixture has on', () => {
    expect(partsLeftOff(placeholder)).toEqual([
      'a work history (Experience) (docs/content.md#experience-and-résumé)',
      'a résumé or a CV written by the build (docs/content.md#experience-and-résumé)',
      'a light scheme (docs/content.md#a-light-scheme)',
      'case studies (docs/content.md#case-studies)',
      'posts, with their feeds (docs/content.md#writing)',
      'more than one language (docs/content.md#more-than-one-language)',
    ]);
    expect(partsLeftOff(fixture)).toEqual([]);
  });

  it("names a theme tuned in the template's tokens, and the template's code changed, never the owner's content", () => {
    const dir = forkWith(
      {
        'src/theme/tokens.css': ':root { --color-accent-1: #13b0f5; }\n',
        'src/sections/Hero.tsx': 'hero\n',
        'src/content/site.ts': 'a\n',
      },
      {
        'src/theme/tokens.css': ':root { --color-accent-1: tomato; }\n',
        'src/sections/Hero.tsx': 'my hero\n',
        'src/content/site.ts': 'b\n',
      },
    );
    const advice = leftForYou(dir, null);
    expect(advice).toEqual([
      expect.stringMatching(
        /^src\/theme\/tokens\.css differs from the template's: put your values in src\/content\/theme\.css/,
      ),
      expect.stringMatching(
        /^You changed 1 of the template's code files \(src\/sections\/Hero\.tsx\): after an upgrade, run npm run test:update/,
      ),
    ]);
  });

  it('tells an owner with content whose pages have no snapshots of their own how to record them, and stops once they have', () => {
    const dir = forkWith({ 'src/content/site.ts': 'theirs\n' }, { 'src/content/site.ts': 'mine\n' });
    const snapshotAdvice = expect.stringMatching(
      /^Your pages have no snapshots of their own: npm run test:update records them in src\/content\/snapshots\//,
    );
    expect(leftForYou(dir, fixture)).toEqual([snapshotAdvice]);
    mkdirSync(path.join(dir, 'src/content/snapshots'), { recursive: true });
    expect(leftForYou(dir, fixture)).toEqual([]);
  });

  it('says nothing of changed files where no template remote was fetched', () => {
    const dir = forkWith({ 'src/theme/tokens.css': 'a\n' }, { 'src/theme/tokens.css': 'b\n' });
    execFileSync('git', ['update-ref', '-d', 'refs/remotes/template/main'], { cwd: dir });
    expect(leftForYou(dir, null)).toEqual([]);
  });
});
