import type { Locator, Page } from '@playwright/test';
import { techStack } from '../../src/placeholder/site';
import { expect, test } from './fixtures';
import { appScript, holdRequests, painted } from './hold-scripts';
import { layoutShiftTotal, startLayoutShiftCount } from './motion-helpers';

test('tech stack icons fade in one after another when scrolled to, once, without shifting the layout', async ({
  page,
}) => {
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

/** Lets the page render a frame or two where it is now, as a visitor's eyes would need. */
const settleFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The lowest opacity each element shows over the next second, read every frame. */
const lowestOpacities = (elements: Locator) =>
  elements.evaluateAll(async (all) => {
    const lowest = all.map(() => 1);
    const end = performance.now() + 1000;
    while (performance.now() < end) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      all.forEach(
        (element, index) => (lowest[index] = Math.min(lowest[index]!, Number(getComputedStyle(element).opacity))),
      );
    }
    return lowest;
  });

const claimedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

test('blocks seen before the page script ran are never hidden again once it runs', async ({ page }) => {
  const release = await holdRequests(page, appScript);
  await page.goto('./');
  await painted(page);
  const list = page.locator('[data-tech-list]');
  const items = list.getByRole('listitem');
  const quotes = page.getByRole('region', { name: 'Feedback quotes' });
  await expect(items).toHaveCount(techStack.items.length);

  // The visitor looks at the tech stack and the quotes while the page script is still on its way, then goes back up.
  for (const block of [list, quotes]) {
    await block.scrollIntoViewIfNeeded();
    await settleFrames(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settleFrames(page);

  release();
  for (const block of [list, quotes])
    await expect.poll(() => claimedByReact(block), { message: 'hydrated' }).toBe(true);
  await page.waitForLoadState('networkidle');

  await list.scrollIntoViewIfNeeded();
  expect(await lowestOpacities(items), 'every tech-stack item stays visible on the way back').toEqual(
    techStack.items.map(() => 1),
  );
  await quotes.scrollIntoViewIfNeeded();
  expect(await lowestOpacities(quotes), 'the quotes stay visible on the way back').toEqual([1]);
});

/** Scrolls the quotes into view and resolves a frame after their fade-in has begun. */
function scrollIntoFade(quotes: Locator): Promise<void> {
  return quotes.evaluate(async (region) => {
    const playing = new Promise<void>((resolve) => {
      new MutationObserver(() => region.dataset.reveal?.includes('playing') && resolve()).observe(region, {
        attributes: true,
      });
    });
    region.scrollIntoView({ block: 'center', behavior: 'instant' });
    await playing;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

async function hydratedQuotes(page: Page): Promise<Locator> {
  await page.goto('./');
  const quotes = page.getByRole('region', { name: 'Feedback quotes' });
  await expect.poll(() => claimedByReact(quotes), { message: 'hydrated' }).toBe(true);
  await page.waitForLoadState('networkidle');
  return quotes;
}

test('a block Tab enters while it is still fading in is drawn whole at once', async ({ page }) => {
  const quotes = await hydratedQuotes(page);
  // A stop just before the block in Tab order; the block starts fading in, and a frame later Tab moves on into it.
  await quotes.evaluate((region) => {
    const before = document.createElement('button');
    before.textContent = 'just before the quotes';
    region.before(before);
    before.focus({ preventScroll: true });
  });
  await scrollIntoFade(quotes);
  await page.keyboard.press('Tab');
  const atFocus = await quotes.evaluate((region) => ({
    focusedInside: region.contains(document.activeElement),
    opacity: Number(getComputedStyle(region).opacity),
  }));
  expect(atFocus).toEqual({ focusedInside: true, opacity: 1 });
});

test('a click on Next while the quotes are still fading in moves them on: the button stays under the pointer', async ({
  page,
}) => {
  const quotes = await hydratedQuotes(page);
  await scrollIntoFade(quotes);
  const next = await quotes.getByRole('button', { name: 'Next slide' }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  await page.mouse.click(next.x, next.y);
  await expect(quotes.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
});
