import path from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { Resume } from '../../src/content/types.ts';
import { resumeAsset, type ResumeAsset } from './resumeAsset.ts';

const VIRTUAL_ID = 'virtual:resume-file';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The content's résumé file, checked and hashed; null when the content offers none. */
async function findResume(contentModule: string): Promise<ResumeAsset | null> {
  const { module } = await runnerImport<{ resume?: Resume | null }>(contentModule);
  return module.resume ? resumeAsset(module.resume, path.dirname(contentModule)) : null;
}

/**
 * Ships the résumé the content names (`resume.src`, beside the content module): copied under the base
 * path with a content hash, served by the dev server, and described to the page by `virtual:resume-file`
 * (its address and size, or null). The build fails naming the item when the file is unusable.
 */
export function resumeFile(contentModule: string): Plugin {
  let base = '/';
  let ssr = false;
  let found: Promise<ResumeAsset | null> | undefined;
  const find = () => (found ??= findResume(contentModule));

  const reloadWhenChanged = async (server: ViteDevServer) => {
    const before = await find().catch(() => undefined);
    found = undefined;
    const after = await find().catch(() => undefined);
    if (before?.fileName === after?.fileName) return;
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
      const asset = await find().catch((error: Error) => {
        found = undefined;
        this.error(error.message);
      });
      const described = asset ? { href: `${base}${asset.fileName}`, bytes: asset.source.length } : null;
      return `export default ${JSON.stringify(described)};`;
    },
    async generateBundle() {
      if (ssr) return;
      const asset = await find();
      if (asset) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
    },
    configureServer(server) {
      const contentDir = path.dirname(contentModule);
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir)) void reloadWhenChanged(server);
      });
      server.middlewares.use(async (request, response, next) => {
        const asset = await find().catch(() => null);
        if (!asset || request.url?.split('?')[0] !== `${server.config.base}${asset.fileName}`) return next();
        response.setHeader('Content-Type', 'application/pdf');
        response.end(asset.source);
      });
    },
  };
}
