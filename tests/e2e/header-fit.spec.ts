import * as content from '../../src/content/site';
import { expectHeaderNeverWraps } from '../support/headerFit';
import { contentSwitchWidth } from '../../vite/header/contentSwitchWidth';
import { test } from './fixtures';

test('the header shows its desktop row only where it fits on one line, the burger below', async ({ page }) => {
  await expectHeaderNeverWraps(page, contentSwitchWidth(content));
});
