import type { Page } from '@playwright/test';
import { feedback } from '../../src/placeholder/site';
import { tokenPx } from '../support/content';
import { expect, test } from './fixtures';
import { mouseDrag, touchSwipe } from './motion-helpers';

const carousel = (page: Page) => page.getByRole('region', { name: 'Feedback quotes' });
const slide = (page: Page, n: number) =>
  carousel(page).getByRole('group', { name: `${n} of ${feedback.slides.length}` });
/** The last slide; these tests need at least two quotes. */
const last = feedback.slides.length;
const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Slide ${n}`, exact: true });

/** The slide the visitor sees: fully inside the carousel and marked by its dot. */
async function expectShown(page: Page, n: number) {
  await expect(slide(page, n)).toBeInViewport({ ratio: 0.95 });
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
}

async function openFeedback(page: Page) {
  await page.goto('./#feedback');
  await expect(carousel(page)).toBeVisible();
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
  // The buttons show once the page is interactive.
  await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expectShown(page, 1);
}

for (const width of [1440, 800, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('slides are labelled and the buttons and dots move between them', async ({ page }) => {
      await openFeedback(page);
      for (const [index, quote] of feedback.slides.entries()) {
        await expect(slide(page, index + 1)).toHaveAttribute('aria-roledescription', 'slide');
        await expect(slide(page, index + 1)).toContainText(quote.text);
      }
      const box = await carousel(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(await tokenPx(page, 'slider-max'));

      await carousel(page).getByRole('button', { name: 'Next slide' }).click();
      await expectShown(page, 2);
      await dot(page, last).click();
      await expectShown(page, last);
      await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
      await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
      await expectShown(page, last - 1);
    });

    test('arrow keys, Home and End move the slides when the carousel has focus', async ({ page }) => {
      await openFeedback(page);
      await carousel(page).getByRole('group', { name: 'Quotes' }).focus();
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 2);
      await page.keyboard.press('End');
      await expectShown(page, last);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, last - 1);
      await page.keyboard.press('Home');
      await expectShown(page, 1);
      await page.keyboard.press('End');
      await expectShown(page, last);
    });

    test('a mouse drag snaps to the next slide, a short one springs back', async ({ page }) => {
      await openFeedback(page);
      const viewport = carousel(page).getByRole('group', { name: 'Quotes' });
      await expect(viewport, 'drag is ready').toHaveCSS('cursor', 'grab');
      const box = (await viewport.boundingBox())!;

      await mouseDrag(page, box, -box.width * 0.6);
      await expectShown(page, 2);
      await mouseDrag(page, box, -20);
      await expectShown(page, 2);
      await mouseDrag(page, box, box.width * 0.6);
      await expectShown(page, 1);
    });
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a horizontal swipe changes the slide and a vertical one scrolls the page', async ({ page }) => {
    await openFeedback(page);
    const viewport = carousel(page).getByRole('group', { name: 'Quotes' });
    await expect(viewport, 'vertical panning stays with the browser').toHaveCSS('touch-action', 'pan-y');
    const box = (await viewport.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 120) };

    await touchSwipe(page, { x: middle.x + 120, y: middle.y }, { x: middle.x - 120, y: middle.y });
    await expectShown(page, 2);

    const scrollBefore = await page.evaluate(() => window.scrollY);
    await touchSwipe(page, { x: middle.x, y: middle.y + 150 }, { x: middle.x, y: middle.y - 150 });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolled' })
      .toBeGreaterThan(scrollBefore + 50);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });
});
