import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { restartOnContent } from '../../../vite/content/restartOnContent';

describe('npm start after an edit in the content folder', () => {
  const folder = path.resolve('tests', 'fixtures', 'content-full');
  const serverWatching = () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const restart = vi.fn(async () => {});
    const plugin = restartOnContent(folder);
    (plugin.configureServer as (server: ViteDevServer) => void)({ watcher, restart } as unknown as ViteDevServer);
    return { changed: (file: string) => watcher.emit('change', path.join(folder, file)), restart };
  };

  it('starts again for a content module, a Markdown file and a refreshed posts-elsewhere.json', () => {
    for (const file of ['site.ts', 'writing/first-post.md', 'posts-elsewhere.json']) {
      const { changed, restart } = serverWatching();
      changed(file);
      expect(restart, file).toHaveBeenCalledOnce();
    }
  });

  it('leaves other files to Vite: a picture, another JSON file', () => {
    const { changed, restart } = serverWatching();
    changed('images/me.jpg');
    changed('resume.json');
    expect(restart).not.toHaveBeenCalled();
  });
});
