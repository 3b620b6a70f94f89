/**
 * The owner's pages as they look, against their own snapshots (src/content/snapshots/, recorded by
 * `npm run test:update`): every page of every language, whole, at 390 and 1440 px. Until they record
 * them there is nothing here to check; the template's own look is tests/visual/'s.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '../e2e/fixtures';
import { ownerSnapshotsFolder } from '../snapshotPath';
import { openForSnapshot } from '../support/visualPage';
import { ownerPages } from '../support/ownerPages';

// bypassCSP: Playwright stops animations and hides the caret with an injected <style>, which the
// page's policy rightly blocks (tests/visual/sections.spec.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

if (existsSync(ownerSnapshotsFolder)) {
  for (const { address, name, file } of ownerPages) {
    for (const width of [390, 1440]) {
      test(`${name} at ${width} px looks as recorded`, async ({ page }) => {
        // A whole page is taken until two takes agree: some seconds each on a busy machine.
        test.slow();
        await openForSnapshot(page, width, 900, `./${address}`);
        await expect(page).toHaveScreenshot(`${file}-${width}.png`, { fullPage: true, timeout: 60_000 });
      });
    }
  }
}
