import type { Page } from '@playwright/test';
import { headerMenu } from '../../src/placeholder/site';
import type { SectionId } from '../../src/contentShape/types';
import { pickActiveSection } from '../../src/hooks/useScrollSpy';
import { expect, test } from '../e2e/fixtures';
import { menuTitle } from '../support/content';
import { openForSnapshot } from '../support/visualPage';

// As in sections.spec.ts: reduced motion, and the policy bypassed for Playwright's injected styles.
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** Scrolls so the first project card's links ("Live Preview", "View Code") sit in the middle of the fixed header. */
async function scrollCardLinksUnderHeader(page: Page): Promise<void> {
  const card = page.getByRole('list', { name: 'Projects' }).getByRole('article').first();
  const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
  const links = card.getByRole('paragraph').last();
  const box = (await links.boundingBox())!;
  await page.evaluate(
    (by) => window.scrollBy({ top: by, behavior: 'instant' }),
    box.y + box.height / 2 - headerHeight / 2,
  );
  await expect
    .poll(async () => {
      const { y, height } = (await links.boundingBox())!;
      return Math.abs(y + height / 2 - headerHeight / 2);
    })
    .toBeLessThan(2);
  // Where the desktop menu shows, let it mark the section in view before anything is captured: the
  // scroll spy waits for an animation frame, which only the (paused) clock running lets through.
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  if (!(await menu.isVisible())) return;
  const { boxes, viewportHeight } = await page.evaluate(
    (ids) => ({
      boxes: ids.map((id) => ({ id, top: document.getElementById(id)!.getBoundingClientRect().top })),
      viewportHeight: window.innerHeight,
    }),
    headerMenu.map((item) => item.target),
  );
  const inView = menuTitle(headerMenu, pickActiveSection(boxes, viewportHeight, false) as SectionId);
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(menu.locator('[aria-current]')).toHaveText(inView, { timeout: 200 });
  }).toPass();
}

for (const width of [390, 768, 1440]) {
  test(`at ${width} px, nothing under the fixed header shows through it`, async ({ page }) => {
    await openForSnapshot(page, width);
    await scrollCardLinksUnderHeader(page);
    const header = page.getByRole('banner');
    const overCard = await header.screenshot();
    await page.locator('#main').evaluate((main) => (main.style.opacity = '0'));
    expect(
      (await header.screenshot()).equals(overCard),
      'the header looks the same with the page under it hidden',
    ).toBe(true);
  });
}

for (const width of [390, 1440]) {
  test(`the header over a project card's links at ${width} px`, async ({ page }) => {
    await openForSnapshot(page, width);
    await scrollCardLinksUnderHeader(page);
    // The header and the card going under it.
    await expect(page).toHaveScreenshot(`header-over-card-${width}.png`, { clip: { x: 0, y: 0, width, height: 200 } });
  });
}
