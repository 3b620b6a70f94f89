import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellOnlySyntax } from '../../support/shellSyntax';

// npm runs a script with cmd.exe on Windows (whatever shell the owner typed `npm run` in) and with sh
// elsewhere: only what both read alike may appear in one.
const packageJson = path.resolve(import.meta.dirname, '../../../package.json');
const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> };

describe('every package.json script runs under cmd.exe, PowerShell and POSIX shells', () => {
  it.each(Object.entries(scripts))('%s', (_name, command) => {
    expect(shellOnlySyntax(command)).toEqual([]);
  });
});

describe('the check itself', () => {
  it.each([
    ['IGNORE_ENV_FILES=true OUT_DIR=dist-test npm run build', 'sets a variable'],
    ['npm run x && OUT_DIR=dist-test npm run audit', 'sets a variable'],
    ['vite build --outDir ${OUT_DIR:-dist}-ssr', 'expands a variable'],
    ['echo %OUT_DIR%', 'expands a variable'],
    ['rm -rf dist && vite build', 'POSIX-only command'],
    ["playwright test --grep 'a b'", 'quotes'],
    ['vite build; node x.mjs', 'separates'],
    ['vite & node x.mjs', 'background'],
    ['./node_modules/.bin/vite', 'path as the command'],
    ['eslint src/**/*.ts', 'glob'],
    ['node x.mjs 2>/dev/null', '/dev/null'],
  ])('flags %s', (command, reason) => {
    expect(shellOnlySyntax(command).join('\n')).toContain(reason);
  });

  it('passes npm runs, node scripts with arguments and && chains', () => {
    expect(
      shellOnlySyntax(
        'npm run check && node scripts/run.mjs subpath scripts/build.mjs && playwright test tests/visual --update-snapshots',
      ),
    ).toEqual([]);
  });
});
