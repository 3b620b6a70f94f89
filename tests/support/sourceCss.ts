import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The app's source folder, whose stylesheets the CSS rules tests read. */
export const srcDir = path.resolve(import.meta.dirname, '../../src');

/** Every `.css` file under `dir`, at any depth. */
export function cssFiles(dir: string = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}
