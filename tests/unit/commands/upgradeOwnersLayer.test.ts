import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let fork: string;
afterEach(() => rmSync(fork, { recursive: true, force: true }));

const identity = { name: 'O', email: 'o@example.invalid' };
const git = (...args: string[]) =>
  execFileSync('git', ['-c', `user.name=${identity.name}`, '-c', `user.email=${identity.email}`, ...args], {
    cwd: fork,
    encoding: 'utf8',
  }).trim();
const read = (file: string) => readFileSync(path.join(fork, file), 'utf8');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(fork, file)), { recursive: true });
  writeFileSync(path.join(fork, file), text);
};
/** A local package, so npm locks it without the registry. */
const vendor = (name: string) => {
  write(`vendor/${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
  return `file:vendor/${name}`;
};
const manifest = (version: string, dependencies: Record<string, string>) =>
  `${JSON.stringify({ name: 'portfolio', version, private: true, type: 'module', dependencies }, null, 2)}\n`;
/** npm's own lock for the manifest there, as `npm install` writes it. */
const lockPackages = () =>
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: fork });
const licence = (holder: string, clause: string) =>
  `MIT License\n\nCopyright (c) 2026 ${holder}\n\nPermission is hereby granted${clause}.\n`;

describe('npm run upgrade settles the files the owner owns a part of, and records the release', () => {
  // npm locking three times, and the upgrade loading TypeScript and Vite: seconds on a busy machine.
  it(
    'keeps her licence line, her README and the packages she added, and locks them beside the release’s',
    { timeout: 90_000 },
    () => {
      fork = mkdtempSync(path.join(tmpdir(), 'upgrade owners layer '));
      for (const file of ['scripts/upgrade.mjs', 'scripts/upgrade', 'CHANGELOG.md', 'src/theme', 'src/scene/params.ts'])
        cpSync(path.join(root, file), path.join(fork, file), { recursive: true });
      symlinkSync(path.join(root, 'node_modules'), path.join(fork, 'node_modules'), 'junction');
      write('.gitignore', 'node_modules\n');
      const templates = vendor('template-dependency');
      write('package.json', manifest('0.5.0', { 'template-dependency': templates }));
      lockPackages();
      write('LICENSE', licence("the site's owner", ''));
      write('README.md', '# Immersive portfolio\n');
      git('init', '--quiet', '--initial-branch=main');
      git('add', '--all');
      git('commit', '--quiet', '-m', 'the template 0.5.0');

      git('checkout', '--quiet', '-b', 'release');
      const added = vendor('scene-helper');
      write('package.json', manifest('0.6.0', { 'scene-helper': added, 'template-dependency': templates }));
      lockPackages();
      write('LICENSE', licence("the site's owner", ', free of charge'));
      write('README.md', '# Immersive portfolio\n\nNow with a plan.\n');
      git('add', '--all');
      git('commit', '--quiet', '-m', 'the template 0.6.0');
      const release = git('rev-parse', 'HEAD');

      git('checkout', '--quiet', 'main');
      // The owner: her name in the licence, her own README, a font installed as the docs say.
      write('LICENSE', licence('Noa Levi', ''));
      write('README.md', '# Noa Levi\n');
      const font = vendor('noto-sans-jp');
      write('package.json', manifest('0.5.0', { 'noto-sans-jp': font, 'template-dependency': templates }));
      lockPackages();
      git('add', '--all');
      git('commit', '--quiet', '-m', 'mine');

      const run = spawnSync(process.execPath, ['scripts/upgrade.mjs', 'release'], {
        cwd: fork,
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: identity.name,
          GIT_AUTHOR_EMAIL: identity.email,
          GIT_COMMITTER_NAME: identity.name,
          GIT_COMMITTER_EMAIL: identity.email,
        },
      });

      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      expect(git('status', '--porcelain')).toBe('');
      expect(read('LICENSE')).toBe(licence('Noa Levi', ', free of charge'));
      expect(read('README.md')).toBe('# Noa Levi\n');
      const { version, dependencies } = JSON.parse(read('package.json'));
      expect({ version, dependencies }).toEqual({
        version: '0.6.0',
        dependencies: { 'noto-sans-jp': font, 'scene-helper': added, 'template-dependency': templates },
      });
      const locked = Object.keys(JSON.parse(read('package-lock.json')).packages);
      expect(locked).toEqual(
        expect.arrayContaining([
          'node_modules/noto-sans-jp',
          'node_modules/scene-helper',
          'node_modules/template-dependency',
        ]),
      );
      expect(JSON.parse(read('template-release.json'))).toMatchObject({ version: '0.6.0', commit: release });
    },
  );
});
