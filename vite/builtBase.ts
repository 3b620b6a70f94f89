import path from 'node:path';
import type { Plugin } from 'vite';
import { builtBase } from '../scripts/lib/builtBase.mjs';

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
