import type { Plugin, ViteDevServer } from 'vite';
import type { Site } from '../content/contentModule.ts';
import { publishedOrigin } from '../../scripts/lib/hosts/publishedOrigin.mjs';
import { pageUrl } from '../../src/seo/pageUrl.ts';
import { virtualDataModule } from '../virtualDataModule.ts';
import { JSON_RESUME_FILE } from './jsonResume.ts';
import { languageResumes, type LanguageResume } from './languageResumes.ts';

/** The résumé of each language's page, checked, generated when asked for, hashed. */
async function findResumes({ content, languages, folder }: Site, base: string): Promise<LanguageResume[]> {
  const siteAddress = pageUrl(publishedOrigin(process.env)?.origin ?? content.site.origin, base);
  return languageResumes(languages, folder, siteAddress);
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
function described(
  resumes: readonly LanguageResume[],
  base: string,
): Record<string, { href: string; bytes: number }> | null {
  const offered = resumes.flatMap(({ lang, shipped }) =>
    shipped ? [[lang, { href: `${base}${shipped.pdf.fileName}`, bytes: shipped.pdf.source.length }] as const] : [],
  );
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
  const resumes = virtualDataModule({
    name: 'resume-file',
    id: 'virtual:resume-file',
    read: (base) => findResumes(site, base),
    exported: described,
    assets: (found) => [...shippedFiles(found)].map(([fileName, { source }]) => ({ fileName, source })),
  });

  const reloadWhenChanged = async (server: ViteDevServer) => {
    // A PDF's name has its hash; resume.json is compared whole.
    const files = async () =>
      [...shippedFiles((await resumes.data().catch(() => undefined)) ?? [])]
        .map(([name, { source }]) => (typeof source === 'string' ? source : name))
        .join();
    const before = await files();
    resumes.forget();
    if (before === (await files())) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(resumes.resolvedId);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };

  return {
    ...resumes.plugin,
    configureServer(server) {
      const contentDir = site.folder;
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir)) void reloadWhenChanged(server);
      });
      server.middlewares.use(async (request, response, next) => {
        const files = shippedFiles((await resumes.data().catch(() => null)) ?? []);
        const url = request.url?.split('?')[0] ?? '';
        const file = url.startsWith(server.config.base) ? files.get(url.slice(server.config.base.length)) : undefined;
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.source);
      });
    },
  };
}
