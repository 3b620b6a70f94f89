// `npm run check`, the fast loop: the typecheck, the lint and the format check side by side (each keeps
// one core busy, so on two cores together they take about the longest one's time), each one's output
// printed whole when it ends; then the unit tests, which use every core.
import { spawn, spawnSync } from 'node:child_process';
import { npmCommand } from './lib/npm.mjs';

/**
 * @param {string} script
 * @returns {Promise<{ script: string, passed: boolean, output: string, seconds: number }>}
 */
function runQuietly(script) {
  const start = performance.now();
  const child = spawn(...npmCommand(['run', '--silent', script]), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ script, passed: code === 0, output, seconds: (performance.now() - start) / 1000 }),
    ),
  );
}

const results = await Promise.all(['typecheck', 'lint', 'format:check'].map(runQuietly));
for (const { script, passed, output, seconds } of results) {
  console.log(`check: ${script} ${passed ? 'passed' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
if (results.some((result) => !result.passed)) process.exit(1);
process.exit(spawnSync(...npmCommand(['run', 'test:unit']), { stdio: 'inherit' }).status ?? 1);
