import type { JSHandle, Page } from '@playwright/test';
import { headerMenu } from '../../src/placeholder/site';
import { expect, test } from './fixtures';

/** What the page reports about the element that has focus after one Tab press. */
interface FocusStop {
  name: string;
  /** The element the DOM order says comes next (or first), described the same way. */
  expected: string;
  ringVisible: boolean;
  /** The element, not the fixed header or anything else, is what a click at its centre would hit. */
  unobscured: boolean;
  inClosedMenu: boolean;
}

/**
 * Presses Tab and checks the stop against the DOM: it must be the next tabbable element after
 * `previous` (the first one when there is none). Tabbable = focusable, tabIndex ≥ 0, rendered,
 * not inert and not inside a closed dialog.
 */
async function tab(
  page: Page,
  previous: JSHandle<Element> | null,
): Promise<{ stop: FocusStop; handle: JSHandle<Element> }> {
  await page.keyboard.press('Tab');
  const handle = await page.evaluateHandle(() => document.activeElement ?? document.body);
  const stop = await handle.evaluate((active, before) => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const tabbable = (el: Element): el is HTMLElement =>
      el instanceof HTMLElement &&
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !el.closest('[inert], dialog:not([open])') &&
      el.checkVisibility({ visibilityProperty: true });
    const all = [...document.querySelectorAll(selector)].filter(tabbable);
    const next = before ? all[all.findIndex((el) => el === before) + 1] : all[0];
    const describe = (el: Element | undefined) =>
      el
        ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
        : 'nothing';

    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ringVisible = active.matches(':focus-visible') && (outline || style.boxShadow !== 'none');

    // Hit-test where the ring's corner (and a caret) shows, and the middle of the part on screen:
    // a fixed header or anything else drawn over the element would be hit instead.
    const box = active.getBoundingClientRect();
    const shown = {
      top: Math.max(box.top, 0),
      bottom: Math.min(box.bottom, innerHeight),
      left: Math.max(box.left, 0),
      right: Math.min(box.right, innerWidth),
    };
    const points = [
      [box.left + Math.min(8, box.width / 2), box.top + Math.min(8, box.height / 2)],
      [(shown.left + shown.right) / 2, (shown.top + shown.bottom) / 2],
    ] as const;
    const unobscured = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return Boolean(hit && (active.contains(hit) || hit.contains(active)));
    });

    return {
      name: describe(active),
      expected: describe(next),
      ringVisible,
      unobscured,
      inClosedMenu: Boolean(active.closest('dialog:not([open])')),
    };
  }, previous);
  return { stop, handle };
}

/**
 * Opens the page and waits until every carousel has its controls: they show once its section has
 * hydrated (they do nothing before), and a Tab pressed just before that moment skips them while the
 * check that follows already sees them.
 */
async function openInteractive(page: Page) {
  await page.goto('./');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-roledescription="carousel"]')].every((carousel) =>
          carousel.querySelector('[data-ready]'),
        ),
      ),
    )
    .toBe(true);
}

/** Tabs from the top of the page until focus leaves it; returns every stop. */
async function walk(page: Page, limit = 200): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let previous: JSHandle<Element> | null = null;
  for (let step = 0; step < limit; step += 1) {
    const { stop, handle } = await tab(page, previous);
    if (stop.name === 'nothing' || stop.name.startsWith('body')) break;
    stops.push(stop);
    previous = handle;
  }
  return stops;
}

function expectEveryStopSound(stops: FocusStop[]) {
  expect(stops.length).toBeGreaterThan(10);
  for (const [index, stop] of stops.entries()) {
    const where = `Tab ${index + 1} on ${stop.name}`;
    expect(stop.name, `${where}: follows the DOM order`).toBe(stop.expected);
    expect(stop.ringVisible, `${where}: focus ring visible`).toBe(true);
    expect(stop.unobscured, `${where}: not hidden behind the header or anything else`).toBe(true);
    expect(stop.inClosedMenu, `${where}: not inside the closed menu`).toBe(false);
  }
}

test('at 1440 px Tab reaches the skip link first, then every menu item and control in order', async ({ page }) => {
  await openInteractive(page);
  const stops = await walk(page);
  expectEveryStopSound(stops);
  expect(stops[0]?.name).toBe('a "Skip to content"');
  const names = stops.map((stop) => stop.name);
  const menuStops = headerMenu.map((item) => names.indexOf(`a "${item.title}"`));
  expect(
    menuStops.every((index) => index > 0),
    `menu items reached: ${names.join(', ')}`,
  ).toBe(true);
  expect([...menuStops].sort((a, b) => a - b)).toEqual(menuStops);
});

test('at 360 px Tab never enters the closed menu, and the open menu offers every item', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openInteractive(page);
  const stops = await walk(page);
  expectEveryStopSound(stops);
  expect(stops[0]?.name).toBe('a "Skip to content"');
  expect(stops.map((stop) => stop.name)).toContain('button "Open menu"');

  await page.keyboard.press('Shift+Tab');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const reached: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    const inside = await focused.evaluate((el) => Boolean(el.closest('dialog[open]')) && el.matches(':focus-visible'));
    expect(inside, `Tab ${step + 1} stays in the open menu with a focus ring`).toBe(true);
    reached.push((await focused.textContent())?.trim() ?? '');
  }
  for (const item of headerMenu) expect(reached).toContain(item.title);
});
