import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The owner's content module: theirs alone, never written by a release of the template. */
export const ownerContentModule = path.join(root, 'src', 'content', 'site.ts');
/** The template's placeholder, which the spec describes and the template's own tests build. */
export const placeholderContentModule = path.join(root, 'src', 'placeholder', 'site.ts');

/**
 * The content module the page is built from: the one CONTENT_MODULE names (relative to the project;
 * the test builds name the template's), else the owner's src/content/site.ts, else, on a fresh clone
 * that has none yet, the placeholder (which Vitest's tests always read).
 */
export function contentModule() {
  if (process.env.CONTENT_MODULE) return path.resolve(root, process.env.CONTENT_MODULE);
  // Vitest runs the template's own tests, which hold the template's content, never the owner's.
  if (process.env.VITEST) return placeholderContentModule;
  return existsSync(ownerContentModule) ? ownerContentModule : placeholderContentModule;
}
