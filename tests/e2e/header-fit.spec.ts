import * as content from '../../src/placeholder/site';
import { expectHeaderNeverWraps } from '../support/headerFit';
import { contentSwitchWidth } from '../../vite/header/contentSwitchWidth';
import { languagesOf } from '../../vite/content/languagesOf';
import { test } from './fixtures';

test('the header shows its desktop row only where it fits on one line, the burger below', async ({ page }) => {
  // A resize and a read at each of some 140 widths: long by nature on a busy machine.
  test.slow();
  await expectHeaderNeverWraps(page, contentSwitchWidth(languagesOf(content)));
});
