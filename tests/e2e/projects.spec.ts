import type { Page } from '@playwright/test';
import { projects } from '../../src/content/site';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('article');
const filters = (page: Page) => page.getByRole('group', { name: 'Filter projects by type' });

test.describe('above 823 px', () => {
  const expected: [string, number][] = [
    ['REACT', 4],
    ['SPA', 2],
    ['LANDING PAGE', 0],
    ['ALL', 6],
  ];

  for (const [tab, count] of expected) {
    test(`${tab} shows ${count} project cards`, async ({ page }) => {
      await page.goto('./#projects');
      await filters(page).getByRole('button', { name: tab, exact: true }).click();
      await expect(filters(page).getByRole('button', { name: tab, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page).filter({ visible: true })).toHaveCount(count);
      const empty = page.getByText('No projects of this kind yet');
      if (count === 0) await expect(empty).toBeVisible();
      else await expect(empty).toBeHidden();
    });
  }

  test('cards wrap into a grid of at least 373 px wide cards', async ({ page }) => {
    await page.goto('./#projects');
    const boxes = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(373);
      expect(box.width).toBeLessThanOrEqual(540);
    }
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'more than one row').toBeGreaterThan(1);
  });

  test('a project without a link says so instead of showing a dead link', async ({ page }) => {
    await page.goto('./#projects');
    const jobCard = cards(page).filter({ hasText: projects[3]!.title });
    await expect(jobCard.getByRole('link', { name: /View Code/ })).toHaveCount(0);
    await expect(jobCard.getByText('View Code')).toBeVisible();
    await expect(page.locator('#projects a[href="#"]')).toHaveCount(0);
  });
});

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('tabs are hidden and all six cards are reachable in one row', async ({ page }) => {
    await page.goto('./#projects');
    await expect(filters(page)).toBeHidden();
    await expect(cards(page)).toHaveCount(6);
    for (const project of projects) {
      const card = cards(page).filter({ hasText: project.text });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeInViewport();
    }
    const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'one row').toBe(1);
  });

  test('the chosen tab is kept when crossing 823 px, and all six show below it', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('./#projects');
    await filters(page).getByRole('button', { name: 'SPA', exact: true }).click();
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(cards(page).filter({ visible: true })).toHaveCount(6);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await expect(filters(page).getByRole('button', { name: 'SPA', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
