// `node scripts/run.mjs <build> <script.mjs> [args…]`: runs one of our Node scripts with a build's
// settings (scripts/lib/builds.mjs) in its environment, so no npm script sets variables the POSIX way
// (`VAR=value cmd`), which cmd.exe and PowerShell do not understand.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds } from './lib/builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [name, script, ...args] = process.argv.slice(2);
const build = /** @type {Record<string, typeof builds.shipped | undefined>} */ (builds)[name];
if (!build || !script) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(builds).join(' | ')}> <script.mjs> [args…]`);
  process.exit(2);
}

const run = spawnSync(process.execPath, [path.resolve(root, script), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...build.env, OUT_DIR: build.outDir },
});
process.exit(run.status ?? 1);
