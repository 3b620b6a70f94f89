import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { experience, footerMenu, headerMenu, writing } from '../fixtures/content-full/site';
import { expect, test } from '../e2e/fixtures';
import { watchCspViolations } from '../support/cspViolations';

/** A content menu as the page should show it: the Experience item right after its `after` section's (and the latest posts' after theirs). */
const withExperience = (menu: typeof headerMenu) =>
  menu.flatMap((item) => [
    item.title,
    ...(item.target === experience.after ? [experience.menuTitle] : []),
    ...(item.target === writing.latest!.after ? [writing.latest!.menuTitle] : []),
  ]);

const menuTitles = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).getByRole('link').allTextContents();

test('the header and footer menus gain an Experience item after the section it follows', async ({ page }) => {
  await page.goto('./');
  expect(await menuTitles(page, 'Main')).toEqual(withExperience(headerMenu));
  expect(
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents(),
  ).toEqual(withExperience(footerMenu));
  const sectionIds = await page
    .locator('main > section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(sectionIds.indexOf('experience')).toBe(sectionIds.indexOf(experience.after) + 1);
});

test('the mobile menu lists Experience and takes the visitor there', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  expect(await dialog.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(
    withExperience(headerMenu),
  );
  await dialog.getByRole('link', { name: experience.menuTitle, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#experience')).toBeInViewport();
  await expect(page).toHaveURL(/#experience$/);
});

test('scrolling to the timeline marks Experience as the current menu item', async ({ page }) => {
  await page.goto('./');
  const item = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: experience.menuTitle, exact: true });
  await expect(item).not.toHaveAttribute('aria-current');
  await page
    .locator('#experience')
    .evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect(item).toHaveAttribute('aria-current', 'location');
  await expect(page).toHaveURL(/#experience$/);
});

test('the timeline is an ordered list of positions, each dated with <time datetime>', async ({ page }) => {
  await page.goto('./');
  const section = page.getByRole('region', { name: experience.title });
  const positions = section.locator('ol > li');
  await expect(positions).toHaveCount(experience.entries.length);
  for (const [index, entry] of experience.entries.entries()) {
    const position = positions.nth(index);
    await expect(position.getByRole('heading', { level: 3 })).toHaveText(entry.role);
    await expect(position).toContainText(entry.organisation);
    await expect(position).toContainText(entry.place);
    const dates = await position
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual(entry.end === 'now' ? [entry.start] : [entry.start, entry.end]);
    if (entry.end === 'now') await expect(position).toContainText(experience.nowLabel);
    for (const line of entry.lines) await expect(position.getByText(line)).toBeVisible();
    for (const technology of entry.technologies ?? []) {
      await expect(
        position.getByRole('list', { name: 'Technologies' }).getByText(technology, { exact: true }),
      ).toBeVisible();
    }
    if (entry.link) {
      const link = position.getByRole('link', { name: new RegExp(entry.organisation) });
      await expect(link).toHaveAttribute('href', entry.link);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('the positions wait below the fold, then cascade in when scrolled to', async ({ page }) => {
  await page.goto('./');
  const positions = page.locator('#experience ol > li');
  await expect(positions.first()).toHaveCSS('opacity', '0');
  await page.locator('#experience').scrollIntoViewIfNeeded();
  for (const position of await positions.all()) await expect(position).toHaveCSS('opacity', '1', { timeout: 10_000 });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('every position is shown from the start', async ({ page }) => {
    await page.goto('./');
    await page.waitForLoadState('networkidle');
    for (const position of await page.locator('#experience ol > li').all())
      await expect(position).toHaveCSS('opacity', '1');
  });

  // The whole page at 360, 768 and 1440 px under reduced motion, in both schemes: colour-scheme.spec.ts.
  test('no axe violations with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('./');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  });
});

test('the page with both parts on breaks no Content-Security-Policy rule', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('./');
  await page.locator('#experience').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the timeline is in the prerendered page', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 2, name: experience.title })).toBeVisible();
    await expect(page.locator('#experience ol > li')).toHaveCount(experience.entries.length);
  });
});
