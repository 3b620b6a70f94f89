import path from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import { pageUrl } from '../../src/seo/pageUrl.ts';
import { JSON_RESUME_FILE } from './jsonResume.ts';
import { shippedResume, type ResumeContent, type ShippedResume } from './shippedResume.ts';

const VIRTUAL_ID = 'virtual:resume-file';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The content's résumé, checked, generated when asked for, hashed; null when the content offers none. */
async function findResume(contentModule: string, base: string): Promise<ShippedResume | null> {
  const { module } = await runnerImport<ResumeContent>(contentModule);
  const siteAddress = pageUrl(process.env.SITE_ORIGIN || module.site.origin, base);
  return shippedResume(module, path.dirname(contentModule), siteAddress);
}

/**
 * Ships the résumé the content offers (`resume.src` beside the content module, or a CV written from
 * the content for `resume.cv`, with its `resume.json`): copied under the base path with a content hash,
 * served by the dev server, and described to the page by `virtual:resume-file` (its address and size,
 * or null). The build fails naming the item when the résumé is unusable.
 */
export function resumeFile(contentModule: string): Plugin {
  let base = '/';
  let ssr = false;
  let found: Promise<ShippedResume | null> | undefined;
  const find = () => (found ??= findResume(contentModule, base));

  const reloadWhenChanged = async (server: ViteDevServer) => {
    const before = await find().catch(() => undefined);
    found = undefined;
    const after = await find().catch(() => undefined);
    if (before?.pdf.fileName === after?.pdf.fileName && before?.json === after?.json) return;
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
      const shipped = await find().catch((error: Error) => {
        found = undefined;
        this.error(error.message);
      });
      const described = shipped ? { href: `${base}${shipped.pdf.fileName}`, bytes: shipped.pdf.source.length } : null;
      return `export default ${JSON.stringify(described)};`;
    },
    async generateBundle() {
      if (ssr) return;
      const shipped = await find();
      if (!shipped) return;
      this.emitFile({ type: 'asset', fileName: shipped.pdf.fileName, source: shipped.pdf.source });
      if (shipped.json) this.emitFile({ type: 'asset', fileName: JSON_RESUME_FILE, source: shipped.json });
    },
    configureServer(server) {
      const contentDir = path.dirname(contentModule);
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir)) void reloadWhenChanged(server);
      });
      server.middlewares.use(async (request, response, next) => {
        const shipped = await find().catch(() => null);
        const url = request.url?.split('?')[0];
        if (shipped && url === `${server.config.base}${shipped.pdf.fileName}`) {
          response.setHeader('Content-Type', 'application/pdf');
          return response.end(shipped.pdf.source);
        }
        if (shipped?.json && url === `${server.config.base}${JSON_RESUME_FILE}`) {
          response.setHeader('Content-Type', 'application/json');
          return response.end(shipped.json);
        }
        next();
      });
    },
  };
}
