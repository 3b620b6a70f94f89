import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The stylesheet without comments and with no more whitespace than CSS needs between its tokens. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Where the build puts the print stylesheet: named by its content, like Vite's own assets. */
export function printSheetFile(css: string): string {
  return `assets/print-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

/**
 * The page's print stylesheet (`src/theme/print.css`) as a file of its own, linked from every page
 * with `media="print"`: a screen neither waits for it nor applies it (the prerender inlines the
 * page's other stylesheet only), and a printed page gets it. The dev server serves the source file.
 */
export function printStylesheet(sourceFile: string): Plugin {
  let base = '/';
  let href = '';
  let serving = false;
  return {
    name: 'portfolio:print-stylesheet',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
      if (serving) href = `${base}${path.relative(config.root, sourceFile).split(path.sep).join('/')}`;
    },
    buildStart() {
      if (serving) return;
      this.addWatchFile(sourceFile);
      const css = compactCss(readFileSync(sourceFile, 'utf8'));
      const fileName = printSheetFile(css);
      this.emitFile({ type: 'asset', fileName, source: css });
      href = `${base}${fileName}`;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'stylesheet', media: 'print', href }, injectTo: 'head' }],
  };
}
