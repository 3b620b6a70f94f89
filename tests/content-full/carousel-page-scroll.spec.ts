import type { Page } from '@playwright/test';
import { projects } from '../fixtures/content-full/site';
import { expect, test } from '../e2e/fixtures';
import { clickWhereItIs } from '../e2e/motion-helpers';

const row = (page: Page) => page.getByRole('region', { name: 'Project cards' });
const list = (page: Page) => page.getByRole('list', { name: 'Projects' });
const pageScroll = (page: Page) => page.evaluate(() => window.scrollY);
const rowScroll = (page: Page) => list(page).evaluate((scroller) => Math.abs(scroller.scrollLeft));
/** Where the row rests with `slide` (0-based) at its start: that card's offset from the first's. */
const restOf = (page: Page, slide: number) =>
  list(page).evaluate((scroller, index) => {
    const start = (card: Element) =>
      Math.abs(card.getBoundingClientRect().left - scroller.firstElementChild!.getBoundingClientRect().left);
    return Math.min(start(scroller.children[index]!), scroller.scrollWidth - scroller.clientWidth);
  }, slide);

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  // The cards' tops under the header and the controls low on screen, as after scrolling down to
  // them: anything that brought a card or a control into view would move the page here.
  test(`moving the project row by Next, a dot and the keys never scrolls the page`, async ({ page }) => {
    await page.goto('./#projects');
    const next = row(page).getByRole('button', { name: 'Next slide' });
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await next.evaluate((button) =>
      window.scrollBy({ top: button.getBoundingClientRect().bottom - window.innerHeight / 2, behavior: 'instant' }),
    );
    const scrolled = await pageScroll(page);
    expect(
      await list(page).evaluate((scroller) => scroller.getBoundingClientRect().top),
      'the cards start above the viewport',
    ).toBeLessThan(0);
    const moves: [string, number, () => Promise<void>][] = [
      ['Next', 1, () => clickWhereItIs(page, next)],
      ['the third dot', 2, () => clickWhereItIs(page, row(page).getByRole('button', { name: 'Slide 3', exact: true }))],
      ['ArrowRight', 3, () => page.keyboard.press('ArrowRight')],
      ['End', projects.length - 1, () => page.keyboard.press('End')],
    ];
    for (const [move, slide, make] of moves) {
      await make();
      await expect(row(page).getByRole('button', { name: `Slide ${slide + 1}`, exact: true }), move).toHaveAttribute(
        'aria-current',
        'true',
      );
      const rest = await restOf(page, slide);
      await expect.poll(() => rowScroll(page), { message: `${move} moves the row` }).toBeCloseTo(rest, 0);
      expect(await pageScroll(page), `${move} leaves the page where it was`).toBe(scrolled);
    }
  });
});
