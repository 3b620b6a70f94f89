import { templateContents } from '../../scripts/lib/builds.mjs';
import { expect, test } from '../e2e/fixtures';
import { holdRequests } from '../e2e/hold-scripts';
import { expectHeaderNeverWraps, laidOutRowNeeds } from '../support/headerFit';
import { headerSwitchOf } from '../support/headerSwitchOf';

test('with the longer menu, the header shows its desktop row only where it fits on one line, the burger below', async ({
  page,
}) => {
  // A resize and a read at each of some 140 widths: long by nature on a busy machine.
  test.slow();
  await expectHeaderNeverWraps(page, await headerSwitchOf(templateContents.full));
});

test('the check reads the row in Poppins, even when Poppins arrives after the page is up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  const releaseFont = await holdRequests(page, /\/poppins-latin-400-normal-[\w-]+\.woff2?$/);
  await page.goto('./', { waitUntil: 'domcontentloaded' });
  const measured = laidOutRowNeeds(page);
  // A few round trips to the page: a reading that does not wait for the font has its answer by then.
  for (let trip = 0; trip < 5; trip += 1) await page.evaluate(() => new Promise(requestAnimationFrame));
  releaseFont();
  const whileFontHeld = await measured;

  await page.goto('./');
  expect(whileFontHeld, 'what the row needs in Poppins').toBe(await laidOutRowNeeds(page));
});
