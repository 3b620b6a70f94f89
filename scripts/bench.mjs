// `npm run bench`: builds the site and the bench-only pages, then measures them in headless
// Chromium (scripts/bench-run.mjs) — under `flock` when it exists, so one browser suite runs at a time.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

/**
 * @param {string} command
 * @param {string[]} commandArgs
 */
function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.includes('--no-build')) run(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))]);
await build({ configFile: fileURLToPath(new URL('../bench/vite.config.mjs', import.meta.url)) });

const runner = fileURLToPath(new URL('./bench-run.mjs', import.meta.url));
const lock = process.env.BROWSER_LOCK ?? '/tmp/browser.lock';
const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
if (hasFlock) run('flock', [lock, process.execPath, runner, ...args]);
else run(process.execPath, [runner, ...args]);
