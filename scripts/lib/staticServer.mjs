// A build's folders over HTTP on 127.0.0.1, as a static host serves them, for the measuring scripts
// (audit.mjs, bench-run.mjs); the test suites serve builds with `vite preview` (tests/servers.ts).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * Serves each mount's folder under its path prefix (the first prefix a path starts with wins; a folder
 * is its index.html; a path under no mount is a 404). With `gzip`, text goes gzipped to a browser that
 * accepts it, as GitHub Pages sends it. `body` may serve a file's bytes changed (a made regression).
 * @param {{ mounts: [prefix: string, folder: string][], port: number, gzip?: boolean, body?: (file: string) => import('node:stream').Readable | undefined }} options
 * @returns {Promise<{ origin: string, close: () => void }>} `port` 0 takes a free port, which `origin` names.
 */
export async function startStaticServer({ mounts, port, gzip = false, body = () => undefined }) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
    if (!mount) return void response.writeHead(404).end();
    const [prefix, folder] = mount;
    let file = path.join(folder, decodeURIComponent(pathname.slice(prefix.length)));
    if (!file.startsWith(folder)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzipped =
      gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': type,
      ...(gzipped ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    const bytes = body(file) ?? createReadStream(file);
    (gzipped ? bytes.pipe(createGzip()) : bytes).pipe(response);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${listening}`, close: () => server.close() };
}
