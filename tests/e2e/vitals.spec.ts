import { headerMenu } from '../../src/placeholder/site';
import { menuTitle } from '../support/content';
import { expect, test } from './fixtures';

test('without VITE_VITALS_URL the production page neither loads web-vitals nor sends anything', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.resourceType()} ${request.url()}`));
  await page.goto('./');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: menuTitle(headerMenu, 'projects'), exact: true })
    .click();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForLoadState('networkidle');
  expect(requests.filter((line) => /web-vitals|^ping |^beacon /.test(line))).toEqual([]);
});
