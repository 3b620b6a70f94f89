// The migration of 0.3.0: the content's shape left the owner's folder (src/content/types.ts →
// src/contentShape/types.ts). A fork's files that import it by a relative path (`./types`,
// `../types.ts`) are pointed at `@/content/types`, the name that finds it wherever it lies.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const shapeImport = '@/content/types';

/**
 * Rewrites, in the TypeScript files among `files` (paths under `root`), each import or re-export of
 * src/content/types by a relative path to `@/content/types`. Returns the files it changed.
 * @param {string} root
 * @param {readonly string[]} files
 * @returns {string[]}
 */
export function pointShapeImports(root, files) {
  const formerShape = path.join(root, 'src', 'content', 'types');
  const changed = [];
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const specifiers = moduleSpecifiers(ts.createSourceFile(full, text, ts.ScriptTarget.Latest)).filter(
      ({ name }) => name.startsWith('.') && path.resolve(path.dirname(full), name).replace(/\.ts$/, '') === formerShape,
    );
    if (specifiers.length === 0) continue;
    let next = text;
    for (const { start, end } of specifiers.reverse()) next = `${next.slice(0, start)}${shapeImport}${next.slice(end)}`;
    writeFileSync(full, next);
    changed.push(file);
  }
  return changed;
}

/**
 * The module names of a file's imports and re-exports, each with where its text lies (inside the quotes).
 * @param {ts.SourceFile} source
 */
function moduleSpecifiers(source) {
  return source.statements.flatMap((statement) => {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) return [];
    return [{ name: specifier.text, start: specifier.getStart(source) + 1, end: specifier.getEnd() - 1 }];
  });
}
