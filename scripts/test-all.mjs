// npm test: every check, in order, stopping at the first that fails; then each stage's time, so a
// slow run says where its minutes went (docs/testing.md keeps the measured runs).
import { spawnSync } from 'node:child_process';
import { npmCommand } from './lib/npm.mjs';

/** The npm scripts `npm test` runs, in order. */
export const stages = [
  'audit:deps',
  'check',
  'test:owner-edits',
  'build:local-mailbox',
  'build:subpath',
  'build:fixture',
  'build:owner',
  'test:e2e',
  'test:owner-shapes',
  'test:engines',
  'audit:local-mailbox',
  'audit:posts',
];

/** @type {[stage: string, ms: number][]} */
const times = [];
let failed;
for (const stage of stages) {
  const start = performance.now();
  const run = spawnSync(...npmCommand(['run', stage]), { stdio: 'inherit' });
  times.push([stage, performance.now() - start]);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}

const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`\nnpm test: ${failed ? `failed at ${failed}` : 'every stage passed'}; time per stage`);
for (const [stage, ms] of [...times, /** @type {[string, number]} */ (['total', total])])
  console.log(`  ${stage.padEnd(22)} ${duration(ms)}`);
process.exitCode = failed ? 1 : 0;

/** @param {number} ms */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
