import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Feeds recorded in the shapes dev.to, Medium, Hashnode, an Atom blog and a JSON Feed give, and one cut off half-way. */
export const recordedFeeds = path.join(import.meta.dirname, '..', 'fixtures', 'feeds');

/** A path this server never answers, for the refresh's time-out. */
export const SILENT_PATH = '/silent.xml';

export interface FeedServer {
  /** The address of a path on it, e.g. `url('/dev-to.xml')`. */
  url: (file: string) => string;
  close: () => Promise<void>;
}

/** A local HTTP server of the recorded feeds: a file that is not there answers 404; `SILENT_PATH` never answers. */
export async function startFeedServer(): Promise<FeedServer> {
  const waiting = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (`/${name}` === SILENT_PATH) {
      waiting.add(() => response.destroy());
      return;
    }
    readFile(path.join(recordedFeeds, name)).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': name.endsWith('.json') ? 'application/feed+json' : 'application/rss+xml' })
          .end(body),
      () =>
        response
          .writeHead(404, { 'content-type': 'text/html' })
          .end('<!doctype html><title>Not found</title><h1>Not found</h1>'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file) => `http://127.0.0.1:${port}${file}`,
    close: () =>
      new Promise((resolve) => {
        for (const end of waiting) end();
        server.close(() => resolve());
      }),
  };
}
