// `npm run test:owner-shapes`: the checks that hold for any content (tests/owner/), on contents of
// shapes unlike the placeholder's that the template owns (tests/fixtures/shapes/): each built as
// the owner's would be (`npm run build:owner` with CONTENT_MODULE naming it), then the Playwright
// project `owner` on it (an owner's own snapshots and shipped checks are hers: `npm run test:owner`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmCommand } from './lib/npm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shapesFolder = path.join('tests', 'fixtures', 'shapes');
const shapes = readdirSync(path.join(root, shapesFolder)).filter((file) => file.endsWith('.ts'));

for (const shape of shapes) {
  const env = { ...process.env, CONTENT_MODULE: path.join(shapesFolder, shape) };
  for (const args of [
    ['run', 'build:owner'],
    ['exec', '--', 'playwright', 'test', '--project=owner'],
  ]) {
    console.log(`owner shapes: ${shape}: npm ${args.join(' ')}`);
    const run = spawnSync(...npmCommand(args), { cwd: root, env, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`owner shapes: ${shape} fails at npm ${args.join(' ')}`);
      process.exit(1);
    }
  }
}
console.log(`owner shapes: ${shapes.length} passed (${shapes.join(', ')})`);
