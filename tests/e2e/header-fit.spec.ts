import { templateContents } from '../../scripts/lib/builds.mjs';
import { expectHeaderNeverWraps } from '../support/headerFit';
import { headerSwitchOf } from '../support/headerSwitchOf';
import { test } from './fixtures';

test('the header shows its desktop row only where it fits on one line, the burger below', async ({ page }) => {
  // A resize and a read at each of some 140 widths: long by nature on a busy machine.
  test.slow();
  await expectHeaderNeverWraps(page, await headerSwitchOf(templateContents.placeholder));
});
