import type { Plugin, ViteDevServer } from 'vite';
import type { Site } from '../content/contentModule.ts';
import { publishedOrigin } from '../../scripts/hosts/publishedOrigin.mjs';
import { pageUrl } from '../../src/seo/pageUrl.ts';
import { JSON_RESUME_FILE } from './jsonResume.ts';
import { languageResumes, type LanguageResume } from './languageResumes.ts';

const VIRTUAL_ID = 'virtual:resume-file';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The résumé of each language's page, checked, generated when asked for, hashed. */
async function findResumes({ content, folder }: Site, base: string): Promise<LanguageResume[]> {
  const siteAddress = pageUrl(publishedOrigin(process.env)?.origin ?? content.site.origin, base);
  return languageResumes(content, folder, siteAddress);
}

/** Each file the résumés ship, by its path under the base path, once (languages may share a PDF). */
function shippedFiles(resumes: readonly LanguageResume[]): Map<string, { source: Buffer | string; type: string }> {
  const files = new Map<string, { source: Buffer | string; type: string }>();
  for (const { folder, shipped } of resumes) {
    if (!shipped) continue;
    files.set(shipped.pdf.fileName, { source: shipped.pdf.source, type: 'application/pdf' });
    if (shipped.json) files.set(`${folder}${JSON_RESUME_FILE}`, { source: shipped.json, type: 'application/json' });
  }
  return files;
}

/** What the page reads: each language's PDF (its address and size) by its code, or null when no page offers one. */
function described(resumes: readonly LanguageResume[], base: string): Record<string, { href: string; bytes: number }> | null {
  const offered = resumes.flatMap(({ lang, shipped }) => (shipped ? [[lang, { href: `${base}${shipped.pdf.fileName}`, bytes: shipped.pdf.source.length }] as const] : []));
  return offered.length > 0 ? Object.fromEntries(offered) : null;
}

/**
 * Ships the résumé each language's page offers (`resume.src` beside the content module, or a CV
 * written from the content for `resume.cv`, with its `resume.json` in the page's folder): copied
 * under the base path with a content hash, served by the dev server, and described to the page by
 * `virtual:resume-file` (each language's address and size, or null). The build fails naming the
 * item when a résumé is unusable.
 */
export function resumeFile(site: Site): Plugin {
  let base = '/';
  let ssr = false;
  let found: Promise<LanguageResume[]> | undefined;
  const find = () => (found ??= findResumes(site, base));

  const reloadWhenChanged = async (server: ViteDevServer) => {
    // A PDF's name has its hash; resume.json is compared whole.
    const files = async () => [...shippedFiles((await find().catch(() => undefined)) ?? [])].map(([name, { source }]) => (typeof source === 'string' ? source : name)).join();
    const before = await files();
    found = undefined;
    if (before === (await files())) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'resume-file',
    configResolved(config) {
      base = config.base;
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const resumes = await find().catch((error: Error) => {
        found = undefined;
        this.error(error.message);
      });
      return `export default ${JSON.stringify(described(resumes, base))};`;
    },
    async generateBundle() {
      if (ssr) return;
      for (const [fileName, { source }] of shippedFiles(await find())) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      const contentDir = site.folder;
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir)) void reloadWhenChanged(server);
      });
      server.middlewares.use(async (request, response, next) => {
        const files = shippedFiles((await find().catch(() => null)) ?? []);
        const url = request.url?.split('?')[0] ?? '';
        const file = url.startsWith(server.config.base) ? files.get(url.slice(server.config.base.length)) : undefined;
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.source);
      });
    },
  };
}
