import { readFile } from 'node:fs/promises';
import { runnerImport, type Plugin } from 'vite';
import type { Resume } from '../../src/content/types.ts';

/** The page's stylesheet with the print styles after it when the content offers a résumé; else as it is. */
export function withPrintStyles(stylesheet: string, resume: Resume | null | undefined, printCss: string): string {
  if (!resume) return stylesheet;
  const print = printCss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();
  return `${stylesheet}\n${print}`;
}

/**
 * Adds the print stylesheet (`src/theme/print.css`) to the page's stylesheet when the content offers
 * a résumé, so a printed page reads like a CV; the page without one keeps its bytes. Build only.
 */
export function printStyles(contentModule: string, printCssFile: string): Plugin {
  return {
    name: 'print-styles',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const { module } = await runnerImport<{ resume?: Resume | null }>(contentModule);
      if (!module.resume) return;
      const printCss = await readFile(printCssFile, 'utf8');
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) file.source = withPrintStyles(String(file.source), module.resume, printCss);
      }
    },
  };
}
