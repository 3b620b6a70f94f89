import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The base path the page in `outDir` was built for, read from its own asset addresses
 * (`<base>assets/…`), or undefined when there is no built page.
 */
export function builtBase(outDir: string): string | undefined {
  const page = path.join(outDir, 'index.html');
  if (!existsSync(page)) return undefined;
  return /\s(?:src|href)="(\/(?:[^"]*\/)?)assets\//.exec(readFileSync(page, 'utf8'))?.[1];
}

/**
 * `vite preview` serves a build under the base it was made with: after `BASE_PATH=/portfolio/ npm run
 * build`, a plain `npm run preview` serves it at /portfolio/ instead of a page whose scripts 404.
 * A BASE_PATH given to preview itself wins.
 */
export function previewBuiltBase(): Plugin {
  return {
    name: 'portfolio:preview-built-base',
    config(config, { isPreview }) {
      if (!isPreview || process.env.BASE_PATH) return undefined;
      const base = builtBase(path.resolve(config.root ?? '.', config.build?.outDir ?? 'dist'));
      return base ? { base } : undefined;
    },
  };
}
