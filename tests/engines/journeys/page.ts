import { expect } from 'vitest';
import { copyright, feedback, filterTabs, headerMenu, languages, owner, projects } from '../../../src/placeholder/site';
import { formatMessage } from '../../../src/language/formatMessage';
import { filterProjects } from '../../../src/state/filterSlice';
import {
  attribute,
  box,
  failedResources,
  hydrated,
  insideHorizontally,
  isShown,
  scrollSettled,
  scrollToY,
  settle,
  waitFor,
  waitForNextDisabled,
} from '../inPage';
import { templateContents } from '../../../scripts/lib/builds.mjs';
import { headerSwitchOf } from '../../support/headerSwitchOf';
import type { Engine, EnginePage } from '../driver';
import { keepScreenshot } from '../screen';
import { fixtureSite, testSite } from '../sites';
import { asPage } from '../../support/asPage';

const wide = { width: 1440, height: 900 };
/** Below the 768 px menu breakpoint, and no narrower than MiniBrowser's window can be. */
const narrow = { width: 600, height: 900 };
/** Tablet widths: the burger's and the spec's row's breakpoint, the projects' two-column one, a small laptop. */
const longerHeaderWidths = [768, 914, 1024];
/** Below 823 px the project grid becomes a one-row carousel. */
const projectRow = { width: 800, height: 900 };

const burger = 'header button[aria-controls="mobile-menu"]';
const menu = '#mobile-menu';
const backToTop = 'button[aria-label="Back to top"]';
const quotes = '[aria-label="Feedback quotes"]';
const projectCards = '[role="region"][aria-label="Project cards"]';
const projectList = 'ul[aria-label="Projects"]';

/** Opens the page, waits until React has hydrated all of it, and if asked scrolls to a section at once. */
export async function openHydrated(page: EnginePage, url: string, section?: string): Promise<void> {
  await page.goto(url);
  await waitFor(page, 'every part of the page hydrated', hydrated);
  if (section)
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' }), section);
}

/** The header row as laid out: shown, on one line, nothing past the viewport's edge, clear of the logo. */
function headerRowLaidOut() {
  const row = document.querySelector('header nav[aria-label="Main"]')?.parentElement;
  const logo = document.querySelector('header a[href="#home"]');
  if (!row || !logo || !row.checkVisibility())
    return { shown: false, lines: 0, right: 0, viewport: 0, clearOfLogo: false };
  const items = [...row.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
  const texts = [...row.querySelectorAll('nav a'), logo.firstElementChild!].map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  const centres = items.map((rect) => rect.top + rect.height / 2);
  return {
    shown: true,
    lines: Math.max(...texts) * (Math.max(...centres) - Math.min(...centres) < 4 ? 1 : 2),
    right: Math.max(...items.map((rect) => rect.right)),
    viewport: document.documentElement.clientWidth,
    clearOfLogo: row.getBoundingClientRect().left >= logo.getBoundingClientRect().right,
  };
}

/** At `width`, the header shows the desktop row on one line, in the viewport and clear of the logo, or else the burger alone. */
async function headerFitsAt(page: EnginePage, width: number, switchPx: number): Promise<void> {
  await page.resize(width, narrow.height);
  if (width < switchPx) {
    await waitFor(page, `the burger shows at ${width} px`, isShown, burger);
    expect(
      await page.evaluate(isShown, 'header nav[aria-label="Main"]'),
      `the desktop row is hidden at ${width} px`,
    ).toBe(false);
    return;
  }
  await waitFor(page, `the desktop row shows at ${width} px`, isShown, 'header nav[aria-label="Main"]');
  const row = await page.evaluate(headerRowLaidOut);
  expect(row.shown, `the desktop row shows at ${width} px`).toBe(true);
  expect(row.lines, `every item on one line at ${width} px, none wrapped`).toBe(1);
  expect(row.right, `nothing past the viewport's edge at ${width} px`).toBeLessThanOrEqual(row.viewport);
  expect(row.clearOfLogo, `the row clear of the logo at ${width} px`).toBe(true);
}

/** At the width the build computed for the content the desktop row fits on one line; a pixel less, the burger. */
export async function headerAtItsSwitch(page: EnginePage): Promise<void> {
  const switchPx = await headerSwitchOf(templateContents.placeholder);
  await page.resize(switchPx, narrow.height);
  await openHydrated(page, testSite);
  await headerFitsAt(page, switchPx, switchPx);
  await headerFitsAt(page, switchPx - 1, switchPx);
}

/**
 * The fixture's longer header (Experience in the menu, the scheme toggle) at the widths where a
 * longer menu wrapped or clipped before the build computed its switch: the burger or one line, never
 * both, never cut. Keeps a screenshot of the header at each width.
 */
export async function longerHeaderAtTabletWidths(page: EnginePage, engine: Engine): Promise<void> {
  const switchPx = await headerSwitchOf(templateContents.full);
  await page.resize(longerHeaderWidths[0]!, narrow.height);
  await openHydrated(page, fixtureSite);
  for (const width of longerHeaderWidths) {
    await headerFitsAt(page, width, switchPx);
    await keepScreenshot(await page.screenshot(), `${engine.id}-fixture-header-${width}`);
  }
  expect(await page.problems()).toEqual([]);
}

/** A visitor who follows a link to a section (`/#projects`) lands there on a page that hydrates and works. */
export async function arrivingAtSection(page: EnginePage): Promise<void> {
  const projectsItem = headerMenu.find(({ target }) => target === 'projects')!;
  await page.resize(wide.width, wide.height);
  await page.goto(`${testSite}#${projectsItem.target}`);
  const section = await page.evaluate(box, `#${projectsItem.target}`);
  expect(section!.top, 'the page opens at the section').toBeLessThan(wide.height / 2);
  await waitFor(page, 'every part of the page hydrated', hydrated);
  expect(await page.problems()).toEqual([]);
}

/** The page arrives whole: every section, the content's name, projects, quotes and footer; hydrated; nothing reported. */
export async function wholePage(page: EnginePage): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, testSite);
  for (const { target } of headerMenu) expect(await page.evaluate(isShown, `#${target}`), `#${target}`).toBe(true);
  const facts = await page.evaluate(() => ({
    name: document.querySelector('h1')?.textContent,
    cards: document.querySelectorAll('ul[aria-label="Projects"] article').length,
    slides: document.querySelectorAll('[aria-label="Feedback quotes"] [aria-roledescription="slide"]').length,
    footer: document.querySelector('footer')?.textContent ?? '',
  }));
  expect(facts.name).toBe(owner.name);
  expect(facts.cards).toBe(projects.length);
  expect(facts.slides).toBe(feedback.slides.length);
  const copyrightLine = formatMessage(
    asPage(copyright).text,
    { name: owner.name, year: copyright.year },
    languages.default.lang,
  );
  expect(facts.footer).toContain(copyrightLine);
  await scrollThrough(page);
  expect(await page.evaluate(failedResources)).toEqual([]);
  expect(await page.problems()).toEqual([]);
}

/** Scrolls to the bottom a viewport at a time, so every lazy part of the page gets its turn. */
async function scrollThrough(page: EnginePage): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += wide.height * 0.8) {
    await page.evaluate(scrollToY, top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/** In a narrow window the menu is a dialog: it opens, holds every item, closes on Escape, and a link takes the visitor to its section. */
export async function menuDialog(page: EnginePage): Promise<void> {
  await page.resize(narrow.width, narrow.height);
  await openHydrated(page, testSite);
  expect(await page.evaluate(isShown, burger)).toBe(true);
  expect(await page.evaluate(isShown, 'header nav[aria-label="Main"]'), 'the desktop menu is hidden').toBe(false);

  await page.click(burger);
  await waitFor(
    page,
    'the menu dialog opens',
    (selector) => (document.querySelector(selector) as HTMLDialogElement | null)?.open === true,
    menu,
  );
  expect(await page.evaluate(attribute, burger, 'aria-expanded')).toBe('true');
  for (const { target } of headerMenu)
    expect(await page.evaluate(isShown, `${menu} a[href="#${target}"]`), target).toBe(true);
  expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked')), 'page scroll is locked').toBe(
    true,
  );

  await page.press('Escape');
  await waitFor(
    page,
    'Escape closes the menu',
    (selector) => (document.querySelector(selector) as HTMLDialogElement).open === false,
    menu,
  );
  expect(await page.evaluate(attribute, burger, 'aria-expanded')).toBe('false');
  await waitFor(
    page,
    'focus returns to the burger',
    (selector) => document.activeElement === document.querySelector(selector),
    burger,
  );

  const projectsItem = headerMenu.find(({ target }) => target === 'projects');
  await page.click(burger);
  await waitFor(
    page,
    'the menu opens again',
    (selector) => (document.querySelector(selector) as HTMLDialogElement).open,
    menu,
  );
  await page.click(`${menu} a[href="#${projectsItem!.target}"]`);
  await waitFor(
    page,
    'a link closes the menu',
    (selector) => !(document.querySelector(selector) as HTMLDialogElement).open,
    menu,
  );
  await scrollSettled(page);
  expect(await page.evaluate(() => window.location.hash)).toBe(`#${projectsItem!.target}`);
  const section = await page.evaluate(box, `#${projectsItem!.target}`);
  expect(section!.top, 'the section is at the top of the window').toBeGreaterThanOrEqual(0);
  expect(section!.top).toBeLessThan(narrow.height / 2);
  expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
}

const typeTabs = filterTabs.filter((tab) => tab.status !== 'all');
const allTab = filterTabs.find((tab) => tab.status === 'all')!;

/** Titles of the project cards the visitor sees, fully opaque, in order. */
function restingCards(listSelector: string): string[] {
  const list = document.querySelector(listSelector);
  return [...(list?.children ?? [])]
    .filter((item) => getComputedStyle(item).display !== 'none' && Number(getComputedStyle(item).opacity) === 1)
    .map((item) => item.querySelector('h3')?.textContent ?? '');
}

/** Each filter tab is pressed and leaves exactly its projects on show. */
export async function filterTabsJourney(page: EnginePage): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, testSite, 'projects');
  for (const tab of [...typeTabs, allTab]) {
    const button = await page.evaluate(
      (title) =>
        [...document.querySelectorAll('[aria-label="Filter projects by type"] button')].findIndex(
          (candidate) => candidate.textContent === title,
        ) + 1,
      tab.title,
    );
    expect(button, `a tab titled ${tab.title}`).toBeGreaterThan(0);
    const selector = `[aria-label="Filter projects by type"] button:nth-of-type(${button})`;
    await page.click(selector);
    expect(await page.evaluate(attribute, selector, 'aria-pressed')).toBe('true');
    const wanted = filterProjects(projects, tab.status).map((project) => project.title);
    const resting = await settle(
      () => page.evaluate(restingCards, projectList),
      (titles) => titles.join('\n') === wanted.join('\n'),
    );
    expect(resting, `cards for ${tab.title}`).toEqual(wanted);
  }
}

/** The feedback quotes: Next walks through every slide and the dots follow; a dot jumps back. */
export async function feedbackCarousel(page: EnginePage): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, testSite, 'feedback');
  const count = feedback.slides.length;
  for (let slide = 1; slide <= count; slide += 1) {
    await waitFor(
      page,
      `slide ${slide} is marked current`,
      (selector) => document.querySelector(selector)?.getAttribute('aria-current') === 'true',
      `${quotes} button[aria-label="Slide ${slide}"]`,
    );
    await waitFor(
      page,
      `slide ${slide} is in view`,
      insideHorizontally,
      `${quotes} [aria-label="${slide} of ${count}"]`,
      `${quotes} [aria-label="Quotes"]`,
      0.95,
    );
    if (slide < count) await page.click(`${quotes} button[aria-label="Next slide"]`);
  }
  await waitForNextDisabled(page, `${quotes} button[aria-label="Next slide"]`);
  await page.click(`${quotes} button[aria-label="Slide 1"]`);
  await waitFor(
    page,
    'the first dot brings slide 1 back',
    insideHorizontally,
    `${quotes} [aria-label="1 of ${count}"]`,
    `${quotes} [aria-label="Quotes"]`,
    0.95,
  );
}

/** At 800 px the projects are one row, a carousel whose Next button reaches every card. */
export async function projectRowCarousel(page: EnginePage): Promise<void> {
  await page.resize(projectRow.width, projectRow.height);
  await openHydrated(page, testSite, 'projects');
  await waitFor(page, 'the project row is a carousel', isShown, projectCards);
  expect(await page.evaluate(isShown, '[aria-label="Filter projects by type"]'), 'the tabs are hidden').toBe(false);
  for (const [index, project] of projects.entries()) {
    await waitFor(
      page,
      `${project.title} is in view`,
      insideHorizontally,
      `${projectList} > li:nth-child(${index + 1})`,
      projectCards,
      0.9,
    );
    if (index < projects.length - 1) await page.click(`${projectCards} button[aria-label="Next slide"]`);
  }
  await waitForNextDisabled(page, `${projectCards} button[aria-label="Next slide"]`);
}

/** The go-to-top button is hidden at the top, shows once the visitor scrolls, and takes them back up. */
export async function goToTop(page: EnginePage): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, testSite);
  expect(await page.evaluate(isShown, backToTop)).toBe(false);
  await page.evaluate(scrollToY, wide.height);
  await waitFor(page, 'the button shows once scrolled', isShown, backToTop);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.click(backToTop);
  expect(
    await settle(
      () => page.evaluate(() => window.scrollY),
      (y) => y === 0,
    ),
    'back at the top',
  ).toBe(0);
  await waitFor(
    page,
    'the button hides again',
    (selector) => !document.querySelector(selector) || Boolean(document.querySelector(selector)?.closest('[hidden]')),
    backToTop,
  );
}
