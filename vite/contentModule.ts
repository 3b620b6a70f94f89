import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The content module the page is built from: src/content/site.ts, or the one CONTENT_MODULE names
 * (relative to the project), which the tests use to build the page from a fixture.
 */
export function contentModule(): string {
  return path.resolve(root, process.env.CONTENT_MODULE ?? 'src/content/site.ts');
}
