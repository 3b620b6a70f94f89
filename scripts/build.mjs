// `npm run build`: the client bundle, the server-side bundle next to it, then the prerender that
// fills the page from it. Each step is Node running a file, so it needs no shell (cmd.exe, PowerShell
// and POSIX shells run it alike). OUT_DIR picks the folder (scripts/lib/builds.mjs names them).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentOutDir, ssrOutDir } from './lib/builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const outDir = currentOutDir();

const steps = [
  [vite, 'build'],
  [vite, 'build', '--ssr', path.join(root, 'src', 'entry-server.tsx'), '--outDir', ssrOutDir(outDir)],
  [path.join(root, 'scripts', 'prerender.mjs')],
];

for (const args of steps) {
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: outDir },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
