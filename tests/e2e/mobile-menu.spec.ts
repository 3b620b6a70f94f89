import type { Page } from '@playwright/test';
import { headerMenu, socials } from '../../src/placeholder/site';
import { menuTitle } from '../support/content';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const burger = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await page.goto('./');
  await burger(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
}

async function expectClosed(page: Page) {
  await expect(menu(page)).toBeHidden();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
}

test('below 768 px the desktop menu is hidden and the burger is shown', async ({ page }) => {
  await page.goto('./');
  await expect(burger(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the open menu holds every item and the socials, and locks page scroll', async ({ page }) => {
  await openMenu(page);
  for (const item of headerMenu) {
    await expect(menu(page).getByRole('link', { name: item.title, exact: true })).toBeVisible();
  }
  for (const social of socials.filter((link) => link.href !== '')) {
    await expect(menu(page).getByRole('link', { name: social.label })).toBeVisible();
  }
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', '');
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Esc closes the menu and focus returns to the burger', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await expect(burger(page)).toBeFocused();
});

test('the close button closes the menu and focus returns to the burger', async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expectClosed(page);
  await expect(burger(page)).toBeFocused();
});

test('a click on the overlay closes the menu', async ({ page }) => {
  await openMenu(page);
  await page.mouse.click(195, 820);
  await expectClosed(page);
});

test('a link closes the menu and scrolls to its section', async ({ page }) => {
  await openMenu(page);
  await menu(page)
    .getByRole('link', { name: menuTitle(headerMenu, 'projects'), exact: true })
    .click();
  await expectClosed(page);
  await expect(page.locator('#projects')).toBeInViewport();
  await expect(page).toHaveURL(/#projects$/);
});

test('Tab stays inside the open menu', async ({ page }) => {
  await openMenu(page);
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')));
    expect(inside, `Tab ${step + 1} kept focus in the menu`).toBe(true);
  }
});

test('widening past 768 px closes an open menu', async ({ page }) => {
  await openMenu(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu(page)).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
});

test('at 360 px nothing of the page shows through the open menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openMenu(page);
  const background = await menu(page).evaluate((dialog) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(dialog).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    return probe.getImageData(0, 0, 1, 1).data[3];
  });
  expect(background, 'the menu background is opaque').toBe(255);
});
