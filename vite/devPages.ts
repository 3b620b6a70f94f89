import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/** What the dev server needs of `src/entry-server.tsx`, loaded through Vite as the build's prerender loads its SSR bundle. */
interface EntryServer {
  languages: { lang: string; dir: 'ltr' | 'rtl'; path: string }[];
  otherPages: (base: string) => {
    file: string;
    lang: string;
    body: string;
    styles: string[];
    head: (styleHashes: string[], scriptHashes: string[]) => string;
    comments?: true;
  }[];
}

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

const inLanguage = (html: string, lang: string, dir: string) =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${lang}" dir="${dir}"`);

/**
 * `npm start` serves the pages the build writes beside the default language's main page: each other
 * language's main page in its folder (`/ru/`: the app renders in the language its `<html lang>` names,
 * as on the built page), each case study (`/projects/<name>/`, `/ru/projects/<name>/`) and each writing
 * page (a post, the index, a tag's page), rendered on the server as the prerender does. A case study or a post is script-free when built; here the dev client
 * brings the page's CSS in (`src/caseStudies/devStyles.ts`) and reloads it after an edit. The
 * Content-Security-Policy is left out: it allows the built page's inline styles by their hashes.
 * A page with comments gets their script from source. What the build adds to a page beyond that (a
 * language's web font, its share card, the feeds) stays the build's.
 */
export function devPages(indexFile: string): Plugin {
  const serve = async (server: ViteDevServer, address: string): Promise<string | undefined> => {
    const { base } = server.config;
    if (!address.startsWith(base)) return undefined;
    // A tag's page may be named in any script (`ar/writing/tags/الأداء/`): the request has it percent-encoded.
    const folderPath = decoded(address.slice(base.length));
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
    const template = await readFile(indexFile, 'utf8');
    const language = entry.languages.find((candidate) => candidate.path !== '' && candidate.path === folderPath);
    if (language) return server.transformIndexHtml(address, inLanguage(template, language.lang, language.dir));
    const page = entry.otherPages(base).find((candidate) => candidate.file === `${folderPath}index.html`);
    if (!page) return undefined;
    const { dir } = entry.languages.find((candidate) => candidate.lang === page.lang)!;
    const head = [
      page.head([], []).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
      ...page.styles.map((css) => `<style>${css}</style>`),
      ...(page.comments ? ['<script type="module" src="/src/siteServices/comments/showComments.ts"></script>'] : []),
    ].join('\n');
    const html = inLanguage(template, page.lang, dir)
      .replace('<!--head-->', head)
      .replace('<!--app-->', page.body)
      .replace(/src="\/src\/main\.tsx"/, 'src="/src/caseStudies/devStyles.ts"');
    return server.transformIndexHtml(address, html);
  };
  return {
    name: 'portfolio:dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const address = new URL(request.url ?? '/', 'http://dev').pathname;
        if (request.method !== 'GET' || path.extname(address) !== '' || !address.endsWith('/')) return next();
        serve(server, address).then(
          (html) => {
            if (html === undefined) return next();
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
