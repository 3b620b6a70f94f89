import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { openForSnapshot } from '../support/visualPage';

/**
 * How the finished page looks at 360, 768 and 1440 px: the first screen with the header, then each
 * section on its own, the open mobile menu, and the projects row at 800 px. A pixel change beyond
 * the threshold in playwright.config.ts fails; `npm run test:update` re-records after a wanted change.
 */
// bypassCSP: Playwright hides the caret, stops animations and applies `stylePath` with an injected
// <style>, which the page's policy (tested in e2e/csp.spec.ts) rightly blocks.
test.use({ reducedMotion: 'reduce', bypassCSP: true });

const hideFixedChrome = path.join(import.meta.dirname, 'hide-fixed-chrome.css');

const sections: [name: string, locate: (page: Page) => ReturnType<Page['locator']>][] = [
  ['home', (page) => page.locator('#home')],
  ['tech-stack', (page) => page.locator('#tech-stack')],
  ['projects', (page) => page.locator('#projects')],
  ['feedback', (page) => page.locator('#feedback')],
  ['contacts', (page) => page.locator('#contacts')],
  ['freelance', (page) => page.locator('section[aria-labelledby="freelance-title"]')],
  ['footer', (page) => page.getByRole('contentinfo')],
];

// One load a width; each shot is soft, so a run names every section that changed, not only the first.
for (const width of [360, 768, 1440]) {
  test(`at ${width} px: the first screen, header included, then each section`, async ({ page }) => {
    await openForSnapshot(page, width);
    await expect.soft(page).toHaveScreenshot(`first-screen-${width}.png`);
    for (const [name, locate] of sections)
      await expect.soft(locate(page), `section ${name}`).toHaveScreenshot(`${name}-${width}.png`, {
        stylePath: hideFixedChrome,
      });
  });
}

test('the open mobile menu at 360 px', async ({ page }) => {
  await openForSnapshot(page, 360, 740);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page).toHaveScreenshot('menu-open-360.png');
});

test('the projects row at 800 px, first card first', async ({ page }) => {
  await openForSnapshot(page, 800);
  await expect(page.locator('#projects')).toHaveScreenshot('projects-row-800.png', { stylePath: hideFixedChrome });
});
