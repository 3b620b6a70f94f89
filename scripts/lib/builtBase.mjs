import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The base path the page in `outDir` was built for, read from its own asset addresses
 * (`<base>assets/…`), or undefined when there is no built page.
 * @param {string} outDir
 * @returns {string | undefined}
 */
export function builtBase(outDir) {
  const page = path.join(outDir, 'index.html');
  if (!existsSync(page)) return undefined;
  return /\s(?:src|href)="(\/(?:[^"]*\/)?)assets\//.exec(readFileSync(page, 'utf8'))?.[1];
}
