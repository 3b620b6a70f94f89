import * as content from '../fixtures/content-full/site';
import { test } from '../e2e/fixtures';
import { expectHeaderNeverWraps } from '../support/headerFit';
import { contentSwitchWidth } from '../../vite/header/contentSwitchWidth';

test('with the longer menu, the header shows its desktop row only where it fits on one line, the burger below', async ({ page }) => {
  await expectHeaderNeverWraps(page, contentSwitchWidth(content));
});
