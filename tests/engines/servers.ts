import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { previewArgs, previewEnv, previewServers, serverUrl, type PreviewServer } from '../servers';

/** The builds the Chromium suites serve, served the same way (`vite preview`, gzip on) for the other engines. */
const servers = [previewServers.test, previewServers.subpath, previewServers.fixture];

const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function serve(preview: PreviewServer): Promise<ChildProcess> {
  const { outDir, port, build } = preview;
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir}/ is missing: run \`${build}\` first.`);
  const url = serverUrl(preview);
  // Never reused: whatever answers there may be another worktree's build, or a stale one.
  if (await answers(url))
    throw new Error(
      `port ${port} is already serving (${url}); stop that server so that this run serves ${outDir}/ itself.`,
    );
  const server = spawn(process.execPath, [viteBin, ...previewArgs(preview)], {
    stdio: 'ignore',
    env: { ...process.env, ...previewEnv(preview) },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`vite preview of ${outDir}/ on port ${port} exited with ${server.exitCode} (port taken?)`);
    if (await answers(url)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`vite preview of ${outDir}/ did not answer at ${url} within 60 s`);
}

/** Vitest global setup: every preview up before the first journey, stopped after the last. */
export default async function setup(): Promise<() => void> {
  const outcomes = await Promise.allSettled(servers.map(serve));
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stop = () => {
    for (const server of started) server.kill();
  };
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    stop();
    throw failure.reason;
  }
  return stop;
}
