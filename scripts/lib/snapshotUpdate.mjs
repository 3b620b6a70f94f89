// What `npm run test:update` records (scripts/test-update.mjs), named once for it and for the tests
// that hold it to every spec that compares a screenshot.

/**
 * The template's snapshots (tests/visual/__screenshots__/: its placeholder and its fixture): its test
 * builds, then every spec that compares one, each PNG written anew, also those within the tolerance.
 */
export const templateSnapshotSteps = [
  ['run', 'build:tests'],
  ['exec', '--', 'playwright', 'test', 'tests/visual', 'tests/content-full/visual.spec.ts', '--update-snapshots=all'],
];

/** The owner's own (src/content/snapshots/), from a build of her pages. */
export const ownerSnapshotsScript = 'scripts/owner-snapshots.mjs';

/**
 * The steps of the template's snapshots a tree needs before the owner's: none in a fork whose changes
 * stay in her layer (its template snapshots are her release's, and show nothing of hers), all of
 * them where the template's code changed and in the template's own repository.
 * @param {{ suite: 'owner' | 'template' }} plan npm run ci-plan's
 * @returns {string[][]}
 */
export const templateSnapshotStepsFor = (plan) => (plan.suite === 'owner' ? [] : templateSnapshotSteps);
