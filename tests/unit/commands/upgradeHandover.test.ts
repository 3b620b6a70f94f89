import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let fork: string;
afterEach(() => rmSync(fork, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=O', '-c', 'user.email=o@example.invalid', ...args], {
    cwd: fork,
    encoding: 'utf8',
  }).trim();

describe('npm run upgrade hands over to the release it takes', () => {
  // Two Node processes each loading TypeScript and Vite: seconds on a busy machine.
  it("runs the release's own upgrade, which takes the release with its own files in place", { timeout: 60_000 }, () => {
    fork = mkdtempSync(path.join(tmpdir(), 'upgrade handover '));
    // The upgrade's own files, and the template's files it reads a fork's tuning from.
    for (const file of [
      'scripts/upgrade.mjs',
      'scripts/upgrade',
      'package.json',
      'CHANGELOG.md',
      'src/theme/tokens.css',
      'src/theme/tokens-light.css',
      'src/scene/params.ts',
    ])
      cpSync(path.join(root, file), path.join(fork, file), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(fork, 'node_modules'), 'junction');
    writeFileSync(path.join(fork, '.gitignore'), 'node_modules\n');
    git('init', '--quiet', '--initial-branch=main');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'the fork');
    git('checkout', '--quiet', '-b', 'release');
    // The release's upgrade differs from the fork's: it says so when it runs.
    appendFileSync(path.join(fork, 'scripts/upgrade.mjs'), "console.log('the release\\'s own upgrade ran');\n");
    git('commit', '--quiet', '--all', '-m', 'the release');
    git('checkout', '--quiet', 'main');

    const run = spawnSync(process.execPath, ['scripts/upgrade.mjs', 'release'], {
      cwd: fork,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'O',
        GIT_AUTHOR_EMAIL: 'o@example.invalid',
        GIT_COMMITTER_NAME: 'O',
        GIT_COMMITTER_EMAIL: 'o@example.invalid',
      },
    });

    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("npm run upgrade: running release's own upgrade");
    expect(run.stdout).toContain('npm run upgrade: took release, committed; template-release.json records it.');
    expect(run.stdout).toContain("the release's own upgrade ran");
    expect(git('status', '--porcelain')).toBe('');
    expect(readFileSync(path.join(fork, 'scripts/upgrade.mjs'), 'utf8')).toBe(
      git('show', 'release:scripts/upgrade.mjs') + '\n',
    );
  });
});
