// `npm test`: the suite this tree needs, by npm run ci-plan: in an owner's fork whose changes stay in
// her layer, her suite (minutes); where template code changed, and in the template's own repository,
// the template's. `npm run test:template` (`--template`) runs the template's anywhere. Each stage in
// order, stopping at the first that fails; then each stage's time, so a slow run says where its
// minutes went (docs/performance.md keeps the measured runs).
import { spawnSync } from 'node:child_process';
import { planOf } from './lib/ciPlan.mjs';
import { npmCommand } from './lib/npm.mjs';
import { ownerSuite, ownersContentChecks, templateSuite } from './lib/suites.mjs';

const asked = process.argv.includes('--template');
const plan = asked ? undefined : planOf(process.cwd());
const owners = plan?.suite === 'owner';
/** A fork whose template code changed: the template's suite, then her content's own checks. */
const forkWithCode = plan?.suite === 'template' && plan.release !== undefined;
const stages = owners
  ? ownerSuite(process.env)
  : [...templateSuite, ...(forkWithCode ? ownersContentChecks(process.env) : [])];

if (!plan) console.log("npm run test:template: the template's suite, asked for");
else {
  console.log(`npm test: ${plan.line}`);
  console.log(
    owners
      ? `npm test: your suite (${stages.map(({ name }) => name.split(' ')[0]).join(', ')}); the template's suite is npm run test:template, for a change of the template's code`
      : forkWithCode
        ? "npm test: the template's suite, since the files above are the template's code, then your content's checks (npm run test:template runs the template's alone)"
        : "npm test: the template's suite",
  );
}

/** @type {[stage: string, ms: number][]} */
const times = [];
let failed;
for (const stage of stages) {
  const start = performance.now();
  const run = spawnSync(...npmCommand(stage.npm), { stdio: 'inherit', env: { ...process.env, ...stage.env } });
  times.push([stage.name, performance.now() - start]);
  if (run.status !== 0) {
    failed = stage.name;
    break;
  }
}

const total = times.reduce((sum, [, ms]) => sum + ms, 0);
const suite = owners ? 'your suite' : "the template's suite";
console.log(`\nnpm test (${suite}): ${failed ? `failed at ${failed}` : 'every stage passed'}; time per stage`);
for (const [stage, ms] of [...times, /** @type {[string, number]} */ (['total', total])])
  console.log(`  ${stage.split(' ')[0].padEnd(22)} ${duration(ms)}`);
process.exitCode = failed ? 1 : 0;

/** @param {number} ms */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
