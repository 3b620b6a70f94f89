import { techStack } from '../../src/content/site';
import { expect, test } from './fixtures';
import { layoutShiftTotal, startLayoutShiftCount } from './motion-helpers';

test('tech stack icons fade in one after another when scrolled to, once, without shifting the layout', async ({ page }) => {
  await page.goto('./');
  await startLayoutShiftCount(page);
  const list = page.locator('[data-tech-list]');
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(techStack.items.length);
  // Below the fold, the icons wait hidden for the visitor.
  await expect(items.first()).toHaveCSS('opacity', '0');

  await page.getByRole('heading', { name: techStack.title }).scrollIntoViewIfNeeded();
  await expect(items.first()).toHaveCSS('opacity', '1', { timeout: 5_000 });
  const lastOpacity = await items.last().evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(lastOpacity, 'the last icon is still on its way in when the first has arrived').toBeLessThan(1);
  for (const item of await items.all()) await expect(item).toHaveCSS('opacity', '1', { timeout: 10_000 });
  for (const item of await items.all()) await expect(item).toHaveCSS('transform', 'none');

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('heading', { name: techStack.title }).scrollIntoViewIfNeeded();
  const opacities = await items.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
  expect(new Set(opacities), 'played once: still visible on the way back').toEqual(new Set(['1']));
  expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
});

test('a section already on screen when the page opens is never hidden', async ({ page }) => {
  await page.goto('./#feedback');
  const carousel = page.getByRole('region', { name: 'Feedback quotes' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  // Give the lazy motion code every chance to (wrongly) hide it, then check again.
  await page.waitForLoadState('networkidle');
  await expect(carousel).toHaveCSS('opacity', '1');
});
