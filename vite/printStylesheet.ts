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

const LIGHT_TOKENS = ":root[data-scheme='light']";

/**
 * The print stylesheet: the light scheme's tokens (the template's, then the owner's theme-light.css
 * where given), for any scheme the page is in (a selector that outweighs both schemes' blocks), then
 * the print rules.
 */
export function printCss(lightTokensCss: string, printRules: string, ownLightCss = ''): string {
  if (!lightTokensCss.includes(LIGHT_TOKENS))
    throw new Error(`printStylesheet: the light tokens' block (${LIGHT_TOKENS}) is not in tokens-light.css`);
  const tokens = [lightTokensCss, ownLightCss].map(lightBlock).join('\n');
  return compactCss(`${tokens.replaceAll(LIGHT_TOKENS, 'html:root, html:root[data-scheme]')}\n${printRules}`);
}

function lightBlock(css: string): string {
  const start = css.indexOf(LIGHT_TOKENS);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start) + 1);
}

/**
 * The page's print stylesheet (`src/theme/print.css` after the light tokens) as a file of its own, linked from every page
 * with `media="print"`: a screen neither waits for it nor applies it (the prerender inlines the
 * page's other stylesheet only), and a printed page gets it. The dev server serves the print rules alone.
 */
export function printStylesheet(sourceFile: string, [lightTokensFile, ownLightFile]: [string, string?]): Plugin {
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
      this.addWatchFile(lightTokensFile);
      const css = printCss(
        readFileSync(lightTokensFile, 'utf8'),
        readFileSync(sourceFile, 'utf8'),
        ownLightFile ? readFileSync(ownLightFile, 'utf8') : '',
      );
      const fileName = printSheetFile(css);
      this.emitFile({ type: 'asset', fileName, source: css });
      href = `${base}${fileName}`;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'stylesheet', media: 'print', href }, injectTo: 'head' }],
  };
}
