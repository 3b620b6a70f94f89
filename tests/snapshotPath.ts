/**
 * Where Playwright keeps the visual snapshots, named once for playwright.config.ts and for the unit test
 * that checks the Record visual snapshots workflow uploads that folder. The test reads it here, not from
 * the config, which stops without a Chromium: `npm run check` needs no browser.
 */
export const playwrightTestDir = './tests';
export const snapshotPathTemplate = '{testDir}/visual/__screenshots__/{arg}{ext}';

/** The owner's own snapshots' folder (scripts/lib/makeItYours.mjs). */
export { ownerSnapshotsFolder } from '../scripts/lib/makeItYours.mjs';
