import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageRequest, Rendition } from './renditions.ts';

/**
 * Renditions kept on disk between builds (npm test builds twice, dev restarts often), keyed by the
 * source's bytes, its place and focus, and the pipeline's own code: any change makes new files.
 */
export function cachedRenditions(
  cacheDir: string,
  pipelineFiles: string[],
  make: (request: ImageRequest) => Promise<Rendition[]>,
) {
  return async (request: ImageRequest): Promise<Rendition[]> => {
    const source = path.join(request.dir, request.image.src);
    if (!existsSync(source)) return make(request);
    const hash = createHash('sha256').update(JSON.stringify([request.image, request.slot]));
    for (const file of [source, ...pipelineFiles]) hash.update(await readFile(file));
    const entry = path.join(cacheDir, hash.digest('hex').slice(0, 32));
    if (existsSync(entry)) {
      const names = await readdir(entry);
      return Promise.all(
        names.map(async (name) => ({
          fileName: decodeURIComponent(name),
          source: await readFile(path.join(entry, name)),
        })),
      );
    }
    const files = await make(request);
    const staging = `${entry}.${process.pid}`;
    await mkdir(staging, { recursive: true });
    await Promise.all(
      files.map((file) => writeFile(path.join(staging, encodeURIComponent(file.fileName)), file.source)),
    );
    await rename(staging, entry).catch(() => undefined);
    return files;
  };
}
