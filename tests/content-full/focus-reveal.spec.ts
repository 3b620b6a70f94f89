import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

/**
 * Where the focused element is drawn and how opaque it and its ancestors are, read at once after the
 * key press: a block still waiting to be revealed (or half-way through its reveal) would show here.
 */
async function focusedAsDrawn(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return undefined;
    // The blocks around it: a control may dim itself on purpose (a disabled arrow, a card's hover label).
    let opacity = 1;
    for (let el = active.parentElement; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
    const box = active.getBoundingClientRect();
    return {
      name: `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}"`,
      opacity,
      insideViewport: box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight,
      inRevealItem: Boolean(active.closest('[data-reveal-item]')),
    };
  });
}

for (const width of [1440, 390]) {
  test(`at ${width} px every Tab stop is drawn where it is, in a fully opaque block, the moment it gets focus`, async ({
    page,
  }) => {
    // A key press and a read for each of the fixture's Tab stops (some sixty): long by nature on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./');
    await page.waitForLoadState('networkidle');
    let stopsInRevealBlocks = 0;
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedAsDrawn(page);
      if (!focused) break;
      if (focused.inRevealItem) stopsInRevealBlocks += 1;
      expect(focused.opacity, `Tab ${step + 1} on ${focused.name}: its block fully opaque`).toBe(1);
      expect(focused.insideViewport, `Tab ${step + 1} on ${focused.name}: inside the viewport`).toBe(true);
    }
    // The fixture's Experience entries have links in blocks that are revealed on scroll.
    expect(stopsInRevealBlocks, 'Tab stops inside a block that was waiting to be revealed').toBeGreaterThan(0);
  });
}
