import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const codeFile = /\.(?:[cm]?[jt]s|tsx)$/;
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
  'dependencies' | 'devDependencies',
  Record<string, string>
>;
const declared = new Set([...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.devDependencies)]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return codeFile.test(entry.name) ? [full] : [];
  });
}

/** Our own modules: relative, vite.config.ts's aliases (`@/`, `@shaders/`) and the build's `virtual:` ones. */
const ours = /^(?:\.|\/|@\/|@shaders\/|virtual:)/;

/** The package a specifier names (`lighthouse/core/lib/x.js` → `lighthouse`), or undefined for our own modules and Node's. */
function packageOf(specifier: string): string | undefined {
  if (ours.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Declared by its name, or, for a package of types alone (`import type … from 'estree'`), by its `@types/` name. */
const isDeclared = (name: string) =>
  declared.has(name) || declared.has(`@types/${name.replace(/^@/, '').replace('/', '__')}`);

describe('package.json', () => {
  // An undeclared package is there only as another package's dependency: `npm ci` stops installing
  // it the day that package drops it, and the script or build importing it fails on a fresh clone.
  it('declares every package the code imports', () => {
    const files = [
      ...readdirSync(root)
        .filter((name) => codeFile.test(name))
        .map((name) => path.join(root, name)),
      ...['src', 'vite', 'scripts', 'tests', 'bench'].flatMap((folder) => codeFiles(path.join(root, folder))),
    ];
    const undeclared = files.flatMap((file) => {
      const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const names = new Set([...importedFiles, ...typeReferenceDirectives].map(({ fileName }) => packageOf(fileName)));
      return [...names]
        .filter((name) => name !== undefined && !isDeclared(name))
        .map((name) => `${path.relative(root, file)}: ${name}`);
    });
    expect(undeclared).toEqual([]);
  });
});
