// `npm run test:update`'s last step: records the owner's own snapshots of their pages
// (tests/owner/visual.spec.ts) into src/content/snapshots/, from a fresh build of their content.
// Nothing to record until they have content of their own (`npm run make-it-yours`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotsMatchHere } from './lib/chromium.mjs';
import { ownerContentFile, ownerSnapshotsFolder } from './lib/makeItYours.mjs';
import { npmCommand } from './lib/npm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(path.join(root, ownerContentFile))) {
  console.log('owner snapshots: no content of yours yet, so nothing of yours to record.');
} else if (!snapshotsMatchHere) {
  console.log(
    `owner snapshots: not recorded on ${process.platform}; they are recorded and compared on Linux (docs/testing.md).`,
  );
} else {
  mkdirSync(path.join(root, ownerSnapshotsFolder), { recursive: true });
  for (const args of [
    ['run', 'build:owner'],
    ['exec', '--', 'playwright', 'test', '--project=owner-visual', '--update-snapshots=all'],
  ]) {
    const run = spawnSync(...npmCommand(args), { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  console.log(`owner snapshots: your pages are recorded in ${ownerSnapshotsFolder}/; look at them, then commit them.`);
}
