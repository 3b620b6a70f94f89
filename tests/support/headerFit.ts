import { expect, type Page } from '@playwright/test';
import { headerRow } from '../../vite/header/headerRow';

/** The header as drawn at the current width. */
function readHeader(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const visible = (el: Element | null) => el instanceof HTMLElement && el.checkVisibility();
    const burger = header.querySelector('button[aria-controls="mobile-menu"]');
    // The main menu is the header's first nav, whatever the page's language names it.
    const mainMenu = header.querySelector('nav');
    const row = mainMenu?.parentElement ?? null;
    const logo = header.querySelector('a[href="#home"]');
    const rowItems = row ? [...row.querySelectorAll('a')] : [];
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const viewport = document.documentElement.clientWidth;
    const inner = header.firstElementChild!;
    // A control between the logo and the row (the search button): its own box, not the room it spreads into.
    const between = [...inner.children].filter(
      (el) => el !== row && el !== burger && !(logo && el.contains(logo)) && visible(el),
    );
    const betweenWidth = between.reduce(
      (sum, el) => sum + Math.max(0, ...[...el.children].map((child) => child.getBoundingClientRect().width)),
      0,
    );
    return {
      burgerShown: visible(burger),
      rowShown: visible(row),
      centres: rowItems.map((a) => a.getBoundingClientRect().top + a.getBoundingClientRect().height / 2),
      // The texts as drawn (the logo's mark, not its visually hidden name).
      wrapped: [logo?.querySelector('[aria-hidden="true"]') ?? null, ...(mainMenu?.querySelectorAll('a') ?? [])]
        .filter((el): el is Element => el !== null && lines(el) > 1)
        .map((el) => el.textContent ?? ''),
      clipped: [logo, ...rowItems]
        .filter(
          (el): el is HTMLAnchorElement =>
            el !== null && (el.getBoundingClientRect().left < 0 || el.getBoundingClientRect().right > viewport),
        )
        .map((el) => el.textContent || el.getAttribute('href') || ''),
      /** The gap between the logo and the row along the reading direction: negative where they overlap. */
      clearance:
        row && logo
          ? getComputedStyle(header).direction === 'rtl'
            ? logo.getBoundingClientRect().left - row.getBoundingClientRect().right
            : row.getBoundingClientRect().left - logo.getBoundingClientRect().right
          : 0,
      /** What the row and logo need, laid out: padding, logo, gaps, any control between them, row (read where the row shows). */
      needed:
        row && logo
          ? 2 * parseFloat(getComputedStyle(inner).paddingLeft) +
            logo.getBoundingClientRect().width +
            (1 + between.length) * parseFloat(getComputedStyle(inner).columnGap) +
            betweenWidth +
            row.scrollWidth
          : 0,
    };
  });
}

/**
 * Loads every font face the page declares (Poppins's weights, a language's subsets), so the header
 * is read as the visitor sees it once they arrive. Network idle does not say they are there: a face
 * is fetched when text first needs it, and on a busy machine Poppins 400 once arrived after the row
 * was read in the fallback font, 4 px narrower (1093.6 px needed, not 1097.6, for the fixture).
 */
async function pageFontsLoaded(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
}

/** What the header's row and logo need at the current width, laid out in the page's fonts. */
export async function laidOutRowNeeds(page: Page): Promise<number> {
  await pageFontsLoaded(page);
  return (await readHeader(page)).needed;
}

/**
 * Sweeps the viewport from 360 to 1440 px in `step` px (8 unless given; and both sides of the switch): the desktop
 * row shows exactly from `switchPx` up, and where it shows, everything is on one line, inside the
 * viewport, clear of the logo; below, the burger. Where `tight`, at 1440 px the switch is checked
 * against the row's laid-out width: never narrower than it needs, never wider than the build's slack.
 */
export async function expectHeaderNeverWraps(
  page: Page,
  switchPx: number,
  { path = './', tight = true, step = 8 } = {},
): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await pageFontsLoaded(page);
  const widths = new Set<number>([switchPx - 1, switchPx, 1440]);
  for (let width = 360; width <= 1440; width += step) widths.add(width);
  for (const width of [...widths].sort((a, b) => a - b)) {
    await page.setViewportSize({ width, height: 800 });
    const header = await readHeader(page);
    const at = `at ${width} px`;
    expect(header.rowShown, `${at}: desktop row shown from ${switchPx} px`).toBe(width >= switchPx);
    expect(header.burgerShown, `${at}: burger shown below ${switchPx} px`).toBe(width < switchPx);
    if (!header.rowShown) continue;
    const spread = Math.max(...header.centres) - Math.min(...header.centres);
    expect(spread, `${at}: every item of the row on one line`).toBeLessThan(4);
    expect(header.wrapped, `${at}: no item wraps`).toEqual([]);
    expect(header.clipped, `${at}: nothing cut by the viewport's edge`).toEqual([]);
    expect(header.clearance, `${at}: the row clear of the logo`).toBeGreaterThanOrEqual(0);
  }
  // The switch's upper bound holds where the build measures every title in the font it is drawn in;
  // a script Poppins lacks is estimated (docs/architecture.md, "The header switch").
  if (!tight) return;
  await page.setViewportSize({ width: 1440, height: 800 });
  const needed = await laidOutRowNeeds(page);
  expect(switchPx, 'the switch leaves room for the laid-out row').toBeGreaterThanOrEqual(needed);
  expect(switchPx, 'the switch is no wider than the laid-out row needs, plus the slack').toBeLessThanOrEqual(
    Math.max(headerRow.specSwitchPx, Math.ceil(needed + headerRow.slackPx + 4)),
  );
}
