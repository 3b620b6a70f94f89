import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { feedback, projects } from '../../../src/content/site';
import type { EnginePage } from '../driver';
import { attribute, box, insideHorizontally, scrollToY, settle, waitFor } from '../inPage';
import { testSite } from '../sites';
import { openHydrated } from './page';

const quotes = '[aria-label="Feedback quotes"]';
const quotesScroller = `${quotes} [aria-label="Quotes"]`;
const projectCards = '[role="region"][aria-label="Project cards"]';
const projectList = 'ul[aria-label="Projects"]';
const backToTop = 'button[aria-label="Back to top"]';
/** Where the screenshots of the mirrored page go, to be looked at (test-results/ is not committed). */
const shots = path.resolve(__dirname, '../../../test-results/engines-rtl');

/**
 * Turns the page right to left. An engine may keep a scroller's physical place when the direction
 * flips under it (WebKitGTK shows another slide than the first), which a page prerendered right to
 * left never meets, so the carousels go back to their start, 0 in every engine's terms.
 */
function mirror(): void {
  document.documentElement.dir = 'rtl';
  for (const scroller of document.querySelectorAll('[data-carousel-scroller]')) scroller.scrollTo({ left: 0, behavior: 'instant' });
}

async function keepScreenshot(page: EnginePage, name: string): Promise<void> {
  await mkdir(shots, { recursive: true });
  await writeFile(path.join(shots, `${name}.png`), await page.screenshot());
}

/**
 * The page read right to left. The drivers have no hook before the page's scripts, so `dir="rtl"` is
 * set once the page has hydrated; the carousels read the direction at each move, so they meet a
 * right-to-left page all the same (the three-language fixture will prerender the attribute).
 * Screenshots at `width` and 1440 px go to test-results/engines-rtl/.
 */
export async function rightToLeft(page: EnginePage, engine: string, narrowWidth: number): Promise<void> {
  await page.resize(1440, 900);
  await openHydrated(page, testSite, 'feedback');
  await page.evaluate(mirror);
  const next = await page.evaluate(box, `${quotes} button[aria-label="Next slide"]`);
  const previous = await page.evaluate(box, `${quotes} button[aria-label="Previous slide"]`);
  expect(next!.left, 'Next sits left of Previous').toBeLessThan(previous!.left);
  await keepScreenshot(page, `${engine}-1440-feedback`);

  const count = feedback.slides.length;
  for (let slide = 1; slide <= count; slide += 1) {
    await waitFor(page, `slide ${slide} is marked current`, (selector) => document.querySelector(selector)?.getAttribute('aria-current') === 'true', `${quotes} button[aria-label="Slide ${slide}"]`);
    await waitFor(page, `slide ${slide} is in view`, insideHorizontally, `${quotes} [aria-label="${slide} of ${count}"]`, quotesScroller, 0.95);
    if (slide < count) await page.click(`${quotes} button[aria-label="Next slide"]`);
  }
  const scrolled = await page.evaluate((selector) => document.querySelector(selector)!.scrollLeft, quotesScroller);
  expect(scrolled, 'this engine reports a right-to-left scroller scrolled on as negative').toBeLessThan(0);
  expect(await page.evaluate(attribute, `${quotes} button[aria-label="Next slide"]`, 'aria-disabled')).toBe('true');
  await page.click(`${quotes} button[aria-label="Slide 1"]`);
  await waitFor(page, 'the first dot brings slide 1 back', insideHorizontally, `${quotes} [aria-label="1 of ${count}"]`, quotesScroller, 0.95);

  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await waitFor(page, 'the go-to-top button shows', (selector) => Boolean(document.querySelector(selector)?.getBoundingClientRect().width), backToTop);
  expect(Math.round((await page.evaluate(box, backToTop))!.left), 'go-to-top 30 px from the left').toBe(30);
  await page.click(backToTop);
  expect(await settle(() => page.evaluate(() => window.scrollY), (y) => y === 0), 'back at the top').toBe(0);
  await keepScreenshot(page, `${engine}-1440-top`);

  await page.resize(800, 900);
  await openHydrated(page, testSite, 'projects');
  await page.evaluate(mirror);
  for (const [index, project] of projects.entries()) {
    await waitFor(page, `${project.title} is in view`, insideHorizontally, `${projectList} > li:nth-child(${index + 1})`, projectCards, 0.9);
    if (index < projects.length - 1) await page.click(`${projectCards} button[aria-label="Next slide"]`);
  }
  expect(await page.evaluate(attribute, `${projectCards} button[aria-label="Next slide"]`, 'aria-disabled')).toBe('true');

  await page.resize(narrowWidth, 900);
  await openHydrated(page, testSite);
  await page.evaluate(mirror);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await keepScreenshot(page, `${engine}-${narrowWidth}-top`);
  await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ behavior: 'instant' }), quotes);
  await keepScreenshot(page, `${engine}-${narrowWidth}-feedback`);
  await page.evaluate(scrollToY, 0);
}
