import path from 'node:path';
import type { Plugin } from 'vite';
import { CACHE_FILE } from '../writing/elsewhere/cacheFile.ts';

/**
 * The dev server starts again when a content module changes, so everything the config read from it
 * (pictures, icons, share card, header switch, languages) is read again, as the build would; so does a
 * refresh of the posts published elsewhere (their cache file).
 */
export function restartOnContent(contentFolder: string): Plugin {
  return {
    name: 'portfolio:restart-on-content',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(contentFolder);
      server.watcher.on('change', (file) => {
        if (
          file.startsWith(contentFolder + path.sep) &&
          (/\.(ts|md)$/.test(file) || path.basename(file) === CACHE_FILE)
        )
          void server.restart();
      });
    },
  };
}
