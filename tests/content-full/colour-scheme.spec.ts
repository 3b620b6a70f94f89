import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { appearance } from '../fixtures/content-full/site';
import type { ColourScheme } from '../../src/contentShape/types';
import { readTokens, tokenColour } from '../../vite/themeTokens';
import { expect, test } from '../e2e/fixtures';
import { appScript, holdRequests, painted } from '../e2e/hold-scripts';
import { sceneBrowser, sceneStatus, waitForSceneRunning, withScene } from '../e2e/scene-helpers';

test.use(sceneBrowser);

const themeDir = path.resolve(import.meta.dirname, '../../src/theme');
const tokensFile = path.join(themeDir, 'tokens.css');
const schemeTokens = {
  dark: readTokens(tokensFile),
  light: readTokens(tokensFile, path.join(themeDir, 'tokens-light.css')),
};
const schemes = ['dark', 'light'] as const;
const other = (scheme: ColourScheme): ColourScheme => (scheme === 'dark' ? 'light' : 'dark');

/** The scheme's page background, `#rrggbb`, from the tokens. */
const background = (scheme: ColourScheme) => tokenColour(schemeTokens[scheme], '--color-bg');
const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const asComputed = (hex: string) => `rgb(${channels(hex).join(', ')})`;

const headerToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: appearance.lightToggleLabel, exact: true });

/** The page drawn in the scheme: <html>'s mark and the body's colour. */
async function expectPageColours(page: Page, scheme: ColourScheme) {
  await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
  await expect(page.locator('body')).toHaveCSS('background-color', asComputed(background(scheme)));
}

/** What the visitor sees of the scheme: the page's colours and the browser chrome's `theme-color`. */
async function expectScheme(page: Page, scheme: ColourScheme) {
  await expectPageColours(page, scheme);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', background(scheme));
}

/** The colour most pixels of a screenshot have, and how far (largest channel difference) it is from `hex`. */
async function distanceOfCommonestColour(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [commonest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const seen = [(commonest >> 16) & 255, (commonest >> 8) & 255, commonest & 255];
  return Math.max(...channels(hex).map((channel, index) => Math.abs(channel - seen[index]!)));
}

for (const scheme of schemes) {
  test.describe(`on a system set to ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`the page paints ${scheme}, the toggle says so`, async ({ page }) => {
      await page.goto('./');
      await expectScheme(page, scheme);
      await expect(headerToggle(page)).toHaveAttribute('aria-pressed', String(scheme === 'light'));
    });

    // Under reduced motion every section is whole from the start, so axe weighs each one's colours.
    for (const width of [360, 768, 1440]) {
      test(`no axe violations in ${scheme} at ${width} px, every section shown`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('./');
        await expectScheme(page, scheme);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }

    test(`the 404 page paints ${scheme} too`, async ({ page }) => {
      await page.goto('./404.html');
      await expectPageColours(page, scheme);
    });

    test(`the scene draws on the ${scheme} background and follows a switch without starting again`, async ({
      page,
    }) => {
      await page.goto(withScene());
      await waitForSceneRunning(page);
      const canvas = page.locator('canvas').first();
      await canvas.evaluate((element) => element.setAttribute('data-before-switch', ''));
      expect(await distanceOfCommonestColour(await page.screenshot(), background(scheme))).toBeLessThanOrEqual(2);

      await headerToggle(page).click();
      await expectScheme(page, other(scheme));
      await expect
        .poll(async () => distanceOfCommonestColour(await page.screenshot(), background(other(scheme))))
        .toBeLessThanOrEqual(2);
      expect(await sceneStatus(page)).toBe('running');
      await expect(page.locator('canvas[data-before-switch]')).toHaveCount(1);
    });
  });
}

test('the toggle switches by pointer, and the choice outlives a reload', async ({ page }) => {
  await page.goto('./');
  await expectScheme(page, 'dark');
  await headerToggle(page).click();
  await expect(headerToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expectScheme(page, 'light');

  await page.reload();
  await expectScheme(page, 'light');
  await expect(headerToggle(page)).toHaveAttribute('aria-pressed', 'true');

  await headerToggle(page).click();
  await expect(headerToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expectScheme(page, 'dark');
  await page.reload();
  await expectScheme(page, 'dark');
});

test('the 404 page follows the choice the visitor made on the site', async ({ page }) => {
  for (const choice of schemes) {
    await page.goto('./');
    if ((await page.locator('html').getAttribute('data-scheme')) !== choice) await headerToggle(page).click();
    await expectScheme(page, choice);
    await page.goto('./404.html');
    await expectPageColours(page, choice);
  }
});

test('the toggle switches by keyboard: Tab to it, Space and Enter press it', async ({ page }) => {
  await page.goto('./');
  await expect(headerToggle(page)).toBeVisible();
  for (
    let presses = 0;
    presses < 40 && !(await headerToggle(page).evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(headerToggle(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expectScheme(page, 'light');
  await page.keyboard.press('Enter');
  await expectScheme(page, 'dark');
});

test('a remembered choice paints from the first frame, before the app has loaded', async ({ page }) => {
  await page.goto('./');
  await headerToggle(page).click();
  await expectScheme(page, 'light');

  const release = await holdRequests(page, appScript);
  await page.reload();
  await painted(page);
  // The first paint, app held back: the header strip is the light page colour, nothing of the dark one.
  const strip = await page.screenshot({ clip: { x: 0, y: 0, width: 1440, height: 60 } });
  expect(await distanceOfCommonestColour(strip, background('light'))).toBeLessThanOrEqual(2);
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  release();
  await expectScheme(page, 'light');
  await expect(headerToggle(page)).toHaveAttribute('aria-pressed', 'true');
});

test('the mobile menu offers the toggle too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: appearance.lightToggleLabel, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectScheme(page, 'light');
});
