import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CENTRE } from './crop.ts';
import { cachedRenditions } from './renditionCache.ts';
import { renditions, type ImageRequest, type Rendition } from './renditions.ts';

const pipelineFiles = [
  './renditions.ts',
  './crop.ts',
  '../../src/theme/imageSlots.ts',
  '../../src/ui/imageFiles.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/**
 * Makes the AVIF + WebP files of every content image from the owner's originals: emitted into the
 * build (failing it with the item's name when a source is unusable), made on first request in dev.
 */
export function contentImages(images: () => ImageRequest[] | Promise<ImageRequest[]>, cacheDir: string): Plugin {
  let ssr = false;
  let made: Promise<Rendition[]> | undefined;
  const make = cachedRenditions(cacheDir, pipelineFiles, (request) => renditions(request));
  const makeAll = () =>
    (made ??= Promise.resolve(images())
      .then((requests) => Promise.all(oncePerFile(requests).map(make)))
      .then((sets) => sets.flat()));
  return {
    name: 'content-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      // Encoding starts beside the bundling; generateBundle awaits it and reports any failure.
      if (!ssr) makeAll().catch(() => undefined);
    },
    async generateBundle() {
      if (ssr) return;
      for (const { fileName, source } of await makeAll()) this.emitFile({ type: 'asset', fileName, source });
    },
    async configureServer(server) {
      const sourceDirs = [...new Set((await images()).map((request) => request.dir))];
      server.watcher.add(sourceDirs);
      server.watcher.on('all', (_event, file) => {
        if (sourceDirs.some((dir) => file.startsWith(dir))) made = undefined;
      });
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${server.config.base}images/`)) return next();
        try {
          const file = (await makeAll()).find(({ fileName }) => `${server.config.base}${fileName}` === path);
          if (!file) return next();
          response.setHeader('Content-Type', `image/${path.split('.').pop()}`);
          response.end(file.source);
        } catch (error) {
          made = undefined;
          server.config.logger.error((error as Error).message);
          next(error);
        }
      });
    },
  };
}

/**
 * Each image once: a picture named twice in the same place (a project's on its card and in its case
 * study) makes the same files. Fails naming both when they ask the same files to be cropped differently.
 */
export function oncePerFile(requests: ImageRequest[]): ImageRequest[] {
  const byFiles = new Map<string, ImageRequest>();
  for (const request of requests) {
    const key = JSON.stringify([request.dir, request.image.src, request.slot.widths]);
    const first = byFiles.get(key);
    if (!first) byFiles.set(key, request);
    else if (!sameCrop(first, request)) {
      throw new Error(
        `${first.by} and ${request.by} crop ${request.image.src} differently (shape or focus): give both the same focus, or use a copy of the file`,
      );
    }
  }
  return [...byFiles.values()];
}

/** Whether two requests crop alike: the same shape around the same focus, written out or left to the centre. */
function sameCrop(one: ImageRequest, other: ImageRequest): boolean {
  const [a, b] = [one.image.focus ?? CENTRE, other.image.focus ?? CENTRE];
  return one.slot.aspectRatio === other.slot.aspectRatio && a.x === b.x && a.y === b.y;
}
