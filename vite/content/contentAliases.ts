import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import { optionalContentFile } from './contentModule.ts';

const srcFile = (file: string) => fileURLToPath(new URL(`../../src/${file}`, import.meta.url));

/**
 * Where the page's `@/content/…` imports resolve for a content module and its folder: the site
 * module itself, the folder's optional scene tuning and theme (else the placeholder's), and the
 * content's types from the template. Every config that bundles the page's code uses these.
 */
export const contentAliases = (module: string, folder: string): Alias[] => [
  { find: /^@\/content\/site$/, replacement: module },
  { find: /^@\/content\/scene$/, replacement: optionalContentFile(folder, 'scene.ts') },
  { find: /^@\/content\/types$/, replacement: srcFile('contentShape/types.ts') },
  { find: /^@\/content\/theme\.css$/, replacement: optionalContentFile(folder, 'theme.css') },
];
