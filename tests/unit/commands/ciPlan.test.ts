import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planOf } from '../../../scripts/lib/ciPlan.mjs';
import { releaseAt, writeRelease } from '../../../scripts/upgrade/templateRelease.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
let fork: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=O', '-c', 'user.email=o@example.invalid', ...args], {
    cwd: fork,
    encoding: 'utf8',
  }).trim();

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(fork, file)), { recursive: true });
  writeFileSync(path.join(fork, file), text);
};
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const manifest = { name: 'portfolio', version: '0.6.0', dependencies: { react: '19.3.1' } };
const lock = {
  name: 'portfolio',
  lockfileVersion: 3,
  packages: {
    '': manifest,
    'node_modules/react': { version: '19.3.1', resolved: 'https://registry/react-19.3.1.tgz', integrity: 'sha512-r' },
  },
};
const licence = "MIT License\n\nCopyright (c) 2026 the site's owner\n\nPermission is hereby granted.\n";

/** A template release: a little of each kind of file, committed. */
beforeEach(() => {
  fork = mkdtempSync(path.join(tmpdir(), 'ci plan '));
  git('init', '--quiet', '--initial-branch=main');
  write('package.json', json(manifest));
  write('package-lock.json', json(lock));
  write('LICENSE', licence);
  write('README.md', '# Immersive portfolio\n');
  write('src/sections/Hero.tsx', 'export const Hero = () => null;\n');
  write('src/placeholder/site.ts', "export const owner = { name: 'Your Name' };\n");
  write('.gitignore', '.env.local\n');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'the template 0.6.0');
});
afterEach(() => rmSync(fork, { recursive: true, force: true }));

/** The fork after `npm run make-it-yours` and her edits of her own layer, every kind of them. */
function madeHers() {
  writeRelease(fork, releaseAt(git, 'HEAD'));
  write('src/content/site.ts', "export const owner = { name: 'Noa Levi' };\n");
  write('src/content/images/me.jpg', 'a photo');
  write('README.md', '# Noa Levi, creative technologist\n');
  write('LICENSE', licence.replace("the site's owner", 'Noa Levi'));
  write('.env.production', 'VITE_EMAILJS_PUBLIC_KEY=mine\n');
  write('.env.local', 'VITE_EMAILJS_PUBLIC_KEY=mine\n');
  write('public/CNAME', 'noa.dev\n');
  const withFont = { ...manifest, dependencies: { ...manifest.dependencies, '@fontsource/noto-sans-jp': '5.2.9' } };
  write('package.json', json(withFont));
  write(
    'package-lock.json',
    json({
      ...lock,
      packages: {
        ...lock.packages,
        '': withFont,
        'node_modules/@fontsource/noto-sans-jp': {
          version: '5.2.9',
          resolved: 'https://registry/jp.tgz',
          integrity: 'sha512-j',
        },
      },
    }),
  );
}

describe('npm run ci-plan', () => {
  it("says template in the template's own repository, which records no release", () => {
    expect(planOf(fork)).toMatchObject({
      suite: 'template',
      line: expect.stringMatching(/^template: .*own repository/),
    });
  });

  it('says owner for a fork whose changes are all in her layer, committed or not', () => {
    madeHers();
    expect(planOf(fork).line).toMatch(
      /^owner: nothing outside your layer differs from the template's 0\.6\.0 \([0-9a-f]{7}\)$/,
    );
    git('add', '--all');
    git('commit', '--quiet', '-m', 'mine');
    expect(planOf(fork)).toMatchObject({ suite: 'owner', files: [] });
  });

  it('says template, naming each file outside her layer that differs, new, changed or deleted', () => {
    madeHers();
    write('src/sections/Hero.tsx', 'export const Hero = () => "mine";\n');
    write('src/sections/Talks.tsx', 'export const Talks = () => null;\n');
    rmSync(path.join(fork, 'src/placeholder/site.ts'));
    const plan = planOf(fork);
    expect(plan.suite).toBe('template');
    expect(plan.files).toEqual(['src/placeholder/site.ts', 'src/sections/Hero.tsx', 'src/sections/Talks.tsx']);
    expect(plan.line).toMatch(
      /^template: src\/placeholder\/site\.ts, src\/sections\/Hero\.tsx, src\/sections\/Talks\.tsx \(/,
    );
  });

  it("counts a change to the template's part of a file she owns a part of as the template's", () => {
    madeHers();
    write('LICENSE', `${licence.replace("the site's owner", 'Noa Levi')}And a clause of mine.\n`);
    const bumped = { ...manifest, dependencies: { react: '19.4.0' } };
    write('package.json', json(bumped));
    expect(planOf(fork).files).toEqual(['LICENSE', 'package.json']);
    write('package.json', json({ ...manifest, scripts: { deploy: 'mine' } }));
    expect(planOf(fork).files).toContain('package.json');
  });

  it("counts a lock that moves one of the template's packages as the template's", () => {
    madeHers();
    const moved = JSON.parse(readFileSync(path.join(fork, 'package-lock.json'), 'utf8'));
    moved.packages['node_modules/react'].version = '19.4.0';
    write('package-lock.json', json(moved));
    expect(planOf(fork).files).toEqual(['package-lock.json']);
  });

  it('says template, and why, where the recorded release is not in the history or the record is not one', () => {
    madeHers();
    write('template-release.json', json({ version: '0.6.0', commit: 'a'.repeat(40) }));
    expect(planOf(fork).line).toMatch(/^template: the template's 0\.6\.0 \(aaaaaaa\).* is not in this clone's history/);
    write('template-release.json', '{ "version": ');
    expect(planOf(fork).line).toMatch(/^template: template-release\.json is not JSON/);
  });

  it('prints its line, and in a GitHub Actions job gives the step its suite and line and the summary its files', () => {
    madeHers();
    write('src/sections/Hero.tsx', 'export const Hero = () => "mine";\n');
    const output = path.join(fork, 'github-output');
    const summary = path.join(fork, 'github-summary');
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/ci-plan.mjs')], {
      cwd: fork,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
    });
    expect(run.status, run.stderr).toBe(0);
    const line = run.stdout.trim();
    expect(line).toMatch(/^template: src\/sections\/Hero\.tsx /);
    expect(readFileSync(output, 'utf8')).toBe(`suite=template\nline=${line}\n`);
    expect(readFileSync(summary, 'utf8')).toContain('- `src/sections/Hero.tsx`');
  });
});
