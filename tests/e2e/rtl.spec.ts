import type { Locator, Page } from '@playwright/test';
import { contact, feedback, projects } from '../../src/placeholder/site';
import { expect, test } from './fixtures';
import { appScript, holdRequests, painted } from './hold-scripts';
import { clickWhereItIs, mouseDrag, touchSwipe } from './motion-helpers';

/**
 * These tests read the page as a right-to-left language will be prerendered (`<html dir="rtl">`),
 * by setting `document.documentElement.dir = 'rtl'` from an init script, as the document starts:
 * before the first paint, before any of the page's scripts and so before hydration. The fixture with
 * an RTL language will prerender the attribute itself.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const mirror = () => document.documentElement.setAttribute('dir', 'rtl');
    if (document.documentElement) return mirror();
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      mirror();
      observer.disconnect();
    }).observe(document, { childList: true });
  });
});

const quotes = (page: Page) => page.getByRole('region', { name: 'Feedback quotes' });
const quoteSlide = (page: Page, n: number) =>
  quotes(page).getByRole('group', { name: `${n} of ${feedback.slides.length}` });
const dot = (carousel: Locator, n: number) => carousel.getByRole('button', { name: `Slide ${n}`, exact: true });
const lastQuote = feedback.slides.length;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Where the first line of an element's text lies, left and right (a line of mixed scripts is several runs). */
function firstLineOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const runs = [...range.getClientRects()];
    const line = runs.filter((run) => Math.abs(run.top - runs[0]!.top) < 1);
    return { left: Math.min(...line.map((run) => run.left)), right: Math.max(...line.map((run) => run.right)) };
  });
}

async function expectQuoteShown(page: Page, n: number) {
  await expect(quoteSlide(page, n)).toBeInViewport({ ratio: 0.95 });
  await expect(dot(quotes(page), n)).toHaveAttribute('aria-current', 'true');
}

async function openQuotes(page: Page) {
  await page.goto('./#feedback');
  await expect(quotes(page).getByRole('button', { name: 'Next slide' }), 'the page is interactive').toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectQuoteShown(page, 1);
}

/** Nothing sticks out past the left edge: a right-to-left page would scroll sideways towards it. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const width of [1440, 390]) {
  test.describe(`right to left at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header and hero mirror: logo at the right, title text starting at the right, no sideways scroll', async ({
      page,
    }) => {
      await page.goto('./');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const logo = await box(page.getByRole('banner').getByRole('link').first());
      expect(width - (logo.x + logo.width), 'logo at the right end').toBeLessThan(logo.x);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
      await expectNoSidewaysScroll(page);
    });

    test('the typing title’s caret stands at the left end of the typed text, where it grows', async ({ page }) => {
      await page.goto('./');
      const typed = page.locator('[data-typing] span span').first();
      await expect(typed, 'the title is typing').toBeAttached();
      const caret = await typed.evaluate((element) => {
        const style = getComputedStyle(element);
        return { left: style.borderLeftWidth, right: style.borderRightWidth };
      });
      expect(caret.right).toBe('0px');
      expect(caret.left).not.toBe('0px');
    });

    test('the quotes carousel runs leftwards: Next on the left, the next slide comes from the left, dots and Previous go back', async ({
      page,
    }) => {
      await openQuotes(page);
      const next = quotes(page).getByRole('button', { name: 'Next slide' });
      const previous = quotes(page).getByRole('button', { name: 'Previous slide' });
      expect((await box(next)).x, 'Next sits left of Previous').toBeLessThan((await box(previous)).x);
      const first = await box(quoteSlide(page, 1));
      const second = await box(quoteSlide(page, 2));
      expect(second.x, 'slide 2 waits to the left of slide 1').toBeLessThan(first.x);

      await next.click();
      await expectQuoteShown(page, 2);
      await dot(quotes(page), lastQuote).click();
      await expectQuoteShown(page, lastQuote);
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await previous.click();
      await expectQuoteShown(page, lastQuote - 1);
      await dot(quotes(page), 1).click();
      await expectQuoteShown(page, 1);
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
    });

    test('the left arrow key goes on to the next quote and the right one back', async ({ page }) => {
      await openQuotes(page);
      await quotes(page).getByRole('group', { name: 'Quotes' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expectQuoteShown(page, 2);
      await page.keyboard.press('ArrowRight');
      await expectQuoteShown(page, 1);
      await page.keyboard.press('End');
      await expectQuoteShown(page, lastQuote);
      await page.keyboard.press('Home');
      await expectQuoteShown(page, 1);
    });

    test('a mouse drag to the right snaps to the next quote, one to the left back, a short one springs back', async ({
      page,
    }) => {
      await openQuotes(page);
      const viewport = quotes(page).getByRole('group', { name: 'Quotes' });
      await expect(viewport, 'drag is ready').toHaveCSS('cursor', 'grab');
      const area = await box(viewport);
      await mouseDrag(page, area, area.width * 0.6);
      await expectQuoteShown(page, 2);
      await mouseDrag(page, area, 20);
      await expectQuoteShown(page, 2);
      await mouseDrag(page, area, -area.width * 0.6);
      await expectQuoteShown(page, 1);
    });

    test('the go-to-top button sits 30 px from the bottom-left corner and takes the visitor up', async ({ page }) => {
      await page.goto('./');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      const button = page.getByRole('button', { name: 'Back to top' });
      await expect(button).toBeVisible();
      expect(Math.round((await box(button)).x)).toBe(30);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('form errors show under their fields, starting at the right', async ({ page }) => {
      await page.goto('./#contacts');
      const form = page.getByRole('form', { name: contact.title });
      await expect(form).toHaveJSProperty('noValidate', true);
      await form.getByRole('button', { name: contact.submitLabel }).click();
      const name = form.getByLabel(contact.fields.user_name.label, { exact: true });
      await expect(name).toBeFocused();
      const error = page.locator(`#${await name.getAttribute('aria-describedby')}`);
      await expect(error).toBeVisible();
      const field = await box(name);
      const fieldRight = field.x + field.width;
      const label = await firstLineOf(form.getByText(contact.fields.user_name.label, { exact: true }));
      expect(Math.abs(label.right - fieldRight), 'label starts at the field’s right edge').toBeLessThan(2);
      expect(label.left, 'label reads from the right').toBeGreaterThan(field.x + 10);
      const message = await firstLineOf(error);
      expect(Math.abs(message.right - fieldRight), 'message starts at the field’s right edge').toBeLessThan(2);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('right to left on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe to the right shows the next quote, one to the left the previous', async ({ page }) => {
    await openQuotes(page);
    const viewport = quotes(page).getByRole('group', { name: 'Quotes' });
    // The drag code loads after hydration; wait for it, as the other swipe tests do (a swipe as it
    // arrived, under load, once brought the next quote 38 % in and back).
    await expect(viewport, 'drag code ready').toHaveCSS('touch-action', 'pan-y');
    const area = await box(viewport);
    const middle = { x: area.x + area.width / 2, y: area.y + Math.min(area.height / 2, 120) };
    await touchSwipe(page, { x: middle.x - 120, y: middle.y }, { x: middle.x + 120, y: middle.y });
    await expectQuoteShown(page, 2);
    await touchSwipe(page, { x: middle.x + 120, y: middle.y }, { x: middle.x - 120, y: middle.y });
    await expectQuoteShown(page, 1);
  });

  test('the menu dialog opens from the burger at the left, holds its items, and closes on Escape', async ({ page }) => {
    await page.goto('./');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const burgerBox = await box(burger);
    expect(burgerBox.x, 'burger at the left end').toBeLessThan(390 - burgerBox.x - burgerBox.width);
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const close = await box(menu.getByRole('button', { name: 'Close menu' }));
    expect(close.x, 'close button at the left, where the burger was').toBeLessThan(390 / 2);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test.describe('right to left, the project row at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  const row = (page: Page) => page.getByRole('region', { name: 'Project cards' });
  const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('article');

  test(`the first card starts at the right, the next peeks in at the left, and Next reaches all ${projects.length}`, async ({
    page,
  }) => {
    await page.goto('./#projects');
    await page.getByRole('list', { name: 'Projects' }).scrollIntoViewIfNeeded();
    await expect(cards(page).first()).toBeInViewport({ ratio: 0.9 });
    const first = await box(cards(page).first());
    const peek = await box(cards(page).nth(1));
    expect(peek.x + peek.width, 'the next card peeks in at the left').toBeLessThanOrEqual(first.x);
    expect(peek.x + peek.width, 'the next card peeks in at the left').toBeGreaterThan(0);
    const next = row(page).getByRole('button', { name: 'Next slide' });
    // At 800 px the next card is in view too, so each step is judged by its dot as well.
    for (const [index, project] of projects.entries()) {
      await expect(cards(page).nth(index), project.title).toBeInViewport({ ratio: 0.9 });
      await expect(dot(row(page), index + 1), `${project.title}'s dot`).toHaveAttribute('aria-current', 'true');
      if (index < projects.length - 1) await clickWhereItIs(page, next);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('a mouse drag to the right moves the row a card on, before hydration as after it', async ({ page }) => {
    const release = await holdRequests(page, appScript);
    await page.goto('./#projects');
    await painted(page);
    const list = page.getByRole('list', { name: 'Projects' });
    await list.scrollIntoViewIfNeeded();
    const listBox = await box(list);
    const area = { ...listBox, height: Math.min(listBox.height, 300) };
    const cardWidth = (await box(cards(page).first())).width;
    await mouseDrag(page, area, cardWidth * 0.6);
    await expect(cards(page).nth(1), 'the early drag moved the row on').toBeInViewport({ ratio: 0.9 });
    release();
    await expect(list, 'drag code ready').toHaveAttribute('data-draggable', '');
    await mouseDrag(page, area, -cardWidth * 0.6);
    await expect(dot(row(page), 1)).toHaveAttribute('aria-current', 'true');
    await expect(cards(page).first()).toBeInViewport({ ratio: 0.9 });
  });
});
