import path from 'node:path';
import type { Plugin } from 'vite';
import { GITHUB_CACHE_FILE } from '../github/cacheFile.ts';
import { CACHE_FILE } from '../writing/elsewhere/cacheFile.ts';

/**
 * The dev server starts again when a content module changes, so everything the config read from it
 * (pictures, icons, share card, header switch, languages) is read again, as the build would; so does a
 * refresh of the posts published elsewhere or of the GitHub figures (their cache files).
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
          (/\.(ts|md)$/.test(file) || [CACHE_FILE, GITHUB_CACHE_FILE].includes(path.basename(file)))
        )
          void server.restart();
      });
    },
  };
}
