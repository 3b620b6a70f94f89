import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const update = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['test:update']!;
const playwrightRun = update
  .split('&&')
  .map((command) => command.trim())
  .find((command) => command.startsWith('playwright test'))!;
const recordedPaths = playwrightRun
  .split(/\s+/)
  .slice(2)
  .filter((word) => !word.startsWith('-'));
/** The owner's own snapshots, recorded by a script of their own after the template's (it builds their pages first). */
const ownersSpec = 'tests/owner/visual.spec.ts';
const recordsOwnersSnapshots = update
  .split('&&')
  .some((command) => command.trim() === 'node scripts/owner-snapshots.mjs');

/** Spec files that compare screenshots, outside the shipped-build check (it compares one the visual suite records). */
const screenshotSpecs = readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts') && !file.startsWith('shipped'))
  .filter((file) => readFileSync(path.join(root, 'tests', file), 'utf8').includes('toHaveScreenshot('))
  .map((file) => `tests/${file.split(path.sep).join('/')}`);

describe('npm run test:update', () => {
  it('rewrites every snapshot, also those within the tolerance, so an owner sees their own content in each PNG', () => {
    expect(playwrightRun).toMatch(/--update-snapshots=all\b/);
  });

  it("runs every spec that compares a screenshot, the owner's own through scripts/owner-snapshots.mjs", () => {
    expect(screenshotSpecs).toContain(ownersSpec);
    expect(recordsOwnersSnapshots).toBe(true);
    for (const spec of screenshotSpecs.filter((file) => file !== ownersSpec)) {
      expect(
        recordedPaths.some((recorded) => spec === recorded || spec.startsWith(`${recorded.replace(/\/$/, '')}/`)),
        spec,
      ).toBe(true);
    }
  });
});
