import type { Plugin, Rollup } from 'vite';

/**
 * The page paints before its app script runs. The entry is a small bootstrap that waits for the first
 * paint: it is fetched at low priority, as nothing on screen waits for it. The app module it then
 * imports (`appModule`), and each chunk that one imports, is preloaded from the HTML, so its download
 * starts with the page's and only its evaluation waits for the paint.
 */
export function paintFirst(appModule: string): Plugin {
  let base = '/';
  return {
    name: 'portfolio:paint-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entry = /<script type="module" crossorigin src=/;
        if (!entry.test(html)) throw new Error('paintFirst: the entry script tag is not where it was expected');
        const chunk = (file: string) => bundle[file] as Rollup.OutputChunk;
        const app = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(appModule));
        if (!app) throw new Error(`paintFirst: no chunk is built from ${appModule}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || html.includes(`${base}${file}`)) return;
          files.add(file);
          for (const imported of chunk(file).imports) visit(imported);
        };
        visit(app.fileName);
        return {
          html: html.replace(entry, '<script type="module" crossorigin fetchpriority="low" src='),
          tags: [...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
