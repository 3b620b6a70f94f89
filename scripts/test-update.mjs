// `npm run test:update`: records the visual snapshots this tree needs, by npm run ci-plan. In a fork
// whose changes stay in her layer (`owner`), her pages' own alone: the template's show its
// placeholder as her release recorded them, nothing of hers reaches them, and a PNG written anew
// (a pixel moved within the tolerance) would make her plan say `template`. Where the template's code
// changed, and in the template's own repository, the template's too, then hers
// (docs/testing.md#snapshots-on-your-machine-or-in-the-workflow).
import { spawnSync } from 'node:child_process';
import { planOf } from './lib/ciPlan.mjs';
import { npmCommand } from './lib/npm.mjs';
import { ownerSnapshotsScript, templateSnapshotStepsFor } from './lib/snapshotUpdate.mjs';

const plan = planOf(process.cwd());
console.log(`test:update: ${plan.line}`);
const steps = templateSnapshotStepsFor(plan);
if (steps.length === 0)
  console.log("test:update: your pages' snapshots alone; the template's stay as your release recorded them");
for (const args of steps) {
  const run = spawnSync(...npmCommand(args), { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const owners = spawnSync(process.execPath, [ownerSnapshotsScript], { stdio: 'inherit' });
process.exitCode = owners.status ?? 1;
