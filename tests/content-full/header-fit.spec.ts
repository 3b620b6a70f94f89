import * as content from '../fixtures/content-full/site';
import { test } from '../e2e/fixtures';
import { expectHeaderNeverWraps } from '../support/headerFit';
import { contentSwitchWidth } from '../../vite/header/contentSwitchWidth';

test('with the longer menu, the header shows its desktop row only where it fits on one line, the burger below', async ({ page }) => {
  // A resize and a read at each of some 140 widths: long by nature on a busy machine.
  test.slow();
  await expectHeaderNeverWraps(page, contentSwitchWidth(content));
});
