import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ownerSnapshotsScript,
  templateSnapshotSteps,
  templateSnapshotStepsFor,
} from '../../../scripts/lib/snapshotUpdate.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const playwrightRun = templateSnapshotSteps.find((args) => args.includes('playwright'))!;
const recordedPaths = playwrightRun.slice(playwrightRun.indexOf('test') + 1).filter((word) => !word.startsWith('-'));
/** The owner's own snapshots, recorded by a script of their own after the template's (it builds their pages first). */
const ownersSpec = 'tests/owner/visual.spec.ts';

/** Spec files that compare screenshots, outside the shipped-build check (it compares one the visual suite records). */
const screenshotSpecs = readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts') && !file.startsWith('shipped'))
  .filter((file) => readFileSync(path.join(root, 'tests', file), 'utf8').includes('toHaveScreenshot('))
  .map((file) => `tests/${file.split(path.sep).join('/')}`);

describe('npm run test:update', () => {
  it('rewrites every snapshot of the template’s, also those within the tolerance, after building what they show', () => {
    expect(playwrightRun).toContain('--update-snapshots=all');
    expect(templateSnapshotSteps[0]).toEqual(['run', 'build:tests']);
  });

  it("runs every spec that compares a screenshot, the owner's own through scripts/owner-snapshots.mjs", () => {
    expect(screenshotSpecs).toContain(ownersSpec);
    expect(readFileSync(path.join(root, ownerSnapshotsScript), 'utf8')).toContain('--project=owner-visual');
    for (const spec of screenshotSpecs.filter((file) => file !== ownersSpec)) {
      expect(
        recordedPaths.some((recorded) => spec === recorded || spec.startsWith(`${recorded.replace(/\/$/, '')}/`)),
        spec,
      ).toBe(true);
    }
  });

  it("records the template's snapshots only where the template's code changed: in a fork whose changes are hers, hers alone", () => {
    expect(templateSnapshotStepsFor({ suite: 'owner' })).toEqual([]);
    expect(templateSnapshotStepsFor({ suite: 'template' })).toEqual(templateSnapshotSteps);
    const script = readFileSync(path.join(root, 'scripts/test-update.mjs'), 'utf8');
    expect(script).toContain('templateSnapshotStepsFor(plan)');
    expect(script).toContain('ownerSnapshotsScript');
  });
});
