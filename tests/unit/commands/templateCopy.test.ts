import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { templateCopy } from '../../../scripts/lib/templateCopy.mjs';
import { releaseAt, writeRelease } from '../../../scripts/upgrade/templateRelease.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repository(): {
  dir: string;
  write: (file: string, text: string) => void;
  git: (...args: string[]) => string;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'template copy '));
  made.push(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=O', '-c', 'user.email=o@example.invalid', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  git('init', '--quiet', '--initial-branch=main');
  write('README.md', '# Immersive portfolio\n');
  write('LICENSE', "Copyright (c) 2026 the site's owner\n");
  write('package.json', '{ "name": "portfolio", "version": "0.6.0" }\n');
  write('src/sections/Hero.tsx', 'export const Hero = () => null;\n');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'the template');
  return { dir, write, git };
}

const copied = (root: string) => {
  const copy = templateCopy(root, 'template copy test ');
  made.push(copy);
  const text = (file: string) =>
    existsSync(path.join(copy, file)) ? readFileSync(path.join(copy, file), 'utf8') : undefined;
  return text;
};

describe("the owner-edit check's copy of the repository", () => {
  it("holds, in an owner's fork, the template release she stands on and not a word of hers", () => {
    const { dir, write, git } = repository();
    writeRelease(dir, releaseAt(git, 'HEAD'));
    write('src/content/site.ts', "export const owner = { name: 'Noa Levi' };\n");
    write('README.md', '# Noa Levi\n');
    write('LICENSE', 'Copyright (c) 2026 Noa Levi\n');
    write('.env.production', 'VITE_EMAILJS_PUBLIC_KEY=mine\n');
    write('public/CNAME', 'noa.dev\n');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'mine');
    write('src/sections/Hero.tsx', 'export const Hero = () => "a code change of hers";\n');

    const text = copied(dir);
    expect(text('README.md')).toBe('# Immersive portfolio\n');
    expect(text('LICENSE')).toBe("Copyright (c) 2026 the site's owner\n");
    for (const hers of ['src/content/site.ts', '.env.production', 'public/CNAME', 'template-release.json'])
      expect(text(hers), hers).toBeUndefined();
    expect(text('src/sections/Hero.tsx'), 'her code change is tested as code').toContain('a code change of hers');
    expect(readFileSync(path.join(dir, 'src/content/site.ts'), 'utf8'), 'her file, untouched').toContain('Noa Levi');
  });

  it("holds, in the template's own repository, its files but no content or env file made there", () => {
    const { dir, write } = repository();
    write('src/content/site.ts', "export const owner = { name: 'Try-out' };\n");
    write('.env.production', 'VITE_EMAILJS_PUBLIC_KEY=mine\n');
    const text = copied(dir);
    expect(text('README.md')).toBe('# Immersive portfolio\n');
    expect(text('src/sections/Hero.tsx')).toBeDefined();
    expect(text('src/content/site.ts')).toBeUndefined();
    expect(text('.env.production')).toBeUndefined();
  });
});
