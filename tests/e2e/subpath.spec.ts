import { subpathBase, subpathPort } from '../servers';
import { expect, test } from './fixtures';

test('a build under /portfolio/ loads every asset from that sub-path', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(`http://127.0.0.1:${subpathPort}${subpathBase}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');

  expect(requested.length).toBeGreaterThan(3);
  expect(requested.filter((path) => !path.startsWith(subpathBase))).toEqual([]);
});
