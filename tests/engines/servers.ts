import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureOutDir, fixturePort, previewPort, subpathBase, subpathOutDir, subpathPort, testOutDir } from '../servers';

/** The builds the Chromium suites serve, served the same way (`vite preview`, gzip on) for the other engines. */
const servers = [
  { outDir: testOutDir, port: previewPort, base: '/', build: 'npm run build:local-mailbox' },
  { outDir: subpathOutDir, port: subpathPort, base: subpathBase, build: 'npm run build:subpath' },
  { outDir: fixtureOutDir, port: fixturePort, base: subpathBase, build: 'npm run build:fixture' },
];

const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function serve({ outDir, port, base, build }: (typeof servers)[number]): Promise<ChildProcess | undefined> {
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir}/ is missing: run \`${build}\` first.`);
  const url = `http://127.0.0.1:${port}${base}`;
  if (!process.env.CI && (await answers(url))) return undefined;
  const server = spawn(process.execPath, [viteBin, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, BASE_PATH: base, IGNORE_ENV_FILES: 'true' },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview of ${outDir}/ on port ${port} exited with ${server.exitCode} (port taken?)`);
    if (await answers(url)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview of ${outDir}/ did not answer at ${url} within 60 s`);
}

/** Vitest global setup: every preview up before the first journey, stopped after the last. */
export default async function setup(): Promise<() => void> {
  const started = await Promise.all(servers.map(serve));
  return () => {
    for (const server of started) server?.kill();
  };
}
