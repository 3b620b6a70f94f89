import { expect } from 'vitest';
import { caseStudyPath, caseStudySlug } from '../../../src/caseStudies/caseStudyAddress';
import { formatMessage } from '../../../src/language/formatMessage';
import { fixtureLanguages } from '../../support/fixtureLanguages';
import type { Engine, EnginePage } from '../driver';
import { box, insideHorizontally, noTransitionUnderway, settle, waitFor, waitForNextDisabled } from '../inPage';
import { keepScreenshot } from '../screen';
import { fixtureSite } from '../sites';
import { openHydrated } from './page';

const translated = fixtureLanguages.filter((language) => language.path);
const studied = fixtureLanguages[0]!.content.projects.find((project) => project.caseStudy);
/** The first case study's path under a language's folder. */
const firstStudy = caseStudyPath(caseStudySlug(studied!.caseStudy!));
const rightToLeftLanguage = translated.find((language) => language.dir === 'rtl')!;

/** Every picture in the viewport drawn and no transition on its way, so a kept screenshot shows the page as it settles. */
export async function settledForScreenshot(page: EnginePage): Promise<void> {
  await waitFor(page, 'the pictures in view drawn', () =>
    [...document.images].every((image) => {
      const { width, top, bottom, left, right } = image.getBoundingClientRect();
      const outOfView =
        width === 0 || bottom <= 0 || top >= window.innerHeight || right <= 0 || left >= window.innerWidth;
      return outOfView || (image.complete && image.naturalWidth > 0);
    }),
  );
  await waitFor(page, 'no transition under way', noTransitionUnderway);
}

/** An attribute selector for a text of the content, whatever its script or punctuation. */
const labelled = (label: string) => `[aria-label=${JSON.stringify(label)}]`;

/**
 * The fixture's right-to-left page as prerendered (`<html dir="rtl">`), in its own words: the quotes
 * run leftwards slide by slide to the last and back by the first dot, go-to-top sits at the left, the
 * project row at 800 px reaches every card.
 */
export async function rightToLeft(page: EnginePage, engine: Engine): Promise<void> {
  const { content, path: folder, lang } = rightToLeftLanguage;
  const text = content.interfaceText;
  const site = `${fixtureSite}${folder}`;
  const quotes = labelled(text.quotesCarousel);
  const quotesScroller = `${quotes} ${labelled(text.quotes)}`;
  const next = (carousel: string) => `${carousel} button${labelled(text.carousel.next)}`;
  const dot = (carousel: string, slide: number) =>
    `${carousel} button${labelled(formatMessage(text.carousel.slide, { number: slide }, lang))}`;

  await page.resize(1440, 900);
  await openHydrated(page, site, 'feedback');
  expect(await page.evaluate(() => document.documentElement.dir), 'the page is prerendered right to left').toBe('rtl');
  const nextBox = await page.evaluate(box, next(quotes));
  const previousBox = await page.evaluate(box, `${quotes} button${labelled(text.carousel.previous)}`);
  expect(nextBox!.left, 'Next sits left of Previous').toBeLessThan(previousBox!.left);
  await settledForScreenshot(page);
  await keepScreenshot(await page.screenshot(), `${engine.id}-${lang}-1440-feedback`);

  const count = content.feedback.slides.length;
  const quote = (slide: number) =>
    `${quotes} ${labelled(formatMessage(text.quotePosition, { number: slide, count }, lang))}`;
  for (let slide = 1; slide <= count; slide += 1) {
    await waitFor(
      page,
      `slide ${slide} is marked current`,
      (selector) => document.querySelector(selector)?.getAttribute('aria-current') === 'true',
      dot(quotes, slide),
    );
    await waitFor(page, `slide ${slide} is in view`, insideHorizontally, quote(slide), quotesScroller, 0.95);
    if (slide < count) await page.click(next(quotes));
  }
  const scrolled = await page.evaluate((selector) => document.querySelector(selector)!.scrollLeft, quotesScroller);
  expect(scrolled, 'this engine reports a right-to-left scroller scrolled on as negative').toBeLessThan(0);
  await waitForNextDisabled(page, next(quotes));
  await page.click(dot(quotes, 1));
  await waitFor(page, 'the first dot brings slide 1 back', insideHorizontally, quote(1), quotesScroller, 0.95);

  const backToTop = `button${labelled(text.goTop)}`;
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await waitFor(
    page,
    'the go-to-top button shows',
    (selector) => Boolean(document.querySelector(selector)?.getBoundingClientRect().width),
    backToTop,
  );
  expect(Math.round((await page.evaluate(box, backToTop))!.left), 'go-to-top 30 px from the left').toBe(30);
  await page.click(backToTop);
  expect(
    await settle(
      () => page.evaluate(() => window.scrollY),
      (y) => y === 0,
    ),
    'back at the top',
  ).toBe(0);

  await page.resize(800, 900);
  await openHydrated(page, site, 'projects');
  const cards = `[role="region"]${labelled(text.projectCards)}`;
  const list = `ul${labelled(text.projectList)}`;
  for (const [index, project] of content.projects.entries()) {
    await waitFor(
      page,
      `${project.title} is in view`,
      insideHorizontally,
      `${list} > li:nth-child(${index + 1})`,
      cards,
      0.9,
    );
    if (index < content.projects.length - 1) await page.click(next(cards));
  }
  await waitForNextDisabled(page, next(cards));
}

/**
 * The texts the page writes with `Intl` (the résumé's size, the months of the timeline) as prerendered
 * and as shown once hydrated, where they differ: an engine whose ICU writes the language another way
 * (WebKitGTK writes Arabic in Arabic-Indic digits, Node in Latin ones) must keep the prerendered text
 * rather than fail hydration.
 */
async function formattedTextsChanged(): Promise<string[]> {
  const selector = 'time, a[type="application/pdf"]';
  const prerendered = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
  const before = [...prerendered.querySelectorAll(selector)].map((element) => element.textContent);
  const after = [...document.querySelectorAll(selector)].map((element) => element.textContent);
  return after.flatMap((text, index) => (text === before[index] ? [] : [`"${before[index]}" became "${text}"`]));
}

/**
 * Each translated page at a phone's width (or the narrowest the engine's window takes) and at 1440 px:
 * its language and direction on `<html>`, nothing scrolling sideways, its numbers and months as
 * prerendered, and screenshots of its first
 * screen, its projects and its first case study kept in test-results/engines/ to be looked at.
 */
export async function translatedPages(page: EnginePage, engine: Engine): Promise<void> {
  for (const { lang, dir, path: folder } of translated) {
    for (const width of [Math.max(360, engine.narrowestViewport), 1440]) {
      await page.resize(width, 900);
      await openHydrated(page, `${fixtureSite}${folder}`);
      await expectLaidOutIn(page, lang, dir, width);
      expect(
        await page.evaluate(formattedTextsChanged),
        `${lang}: texts written with Intl kept through hydration`,
      ).toEqual([]);
      await settledForScreenshot(page);
      await keepScreenshot(await page.screenshot(), `${engine.id}-${lang}-${width}-top`);
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' }), 'projects');
      await settledForScreenshot(page);
      await keepScreenshot(await page.screenshot(), `${engine.id}-${lang}-${width}-projects`);

      // A case study in the language: a page without script.
      await page.goto(`${fixtureSite}${folder}${firstStudy}`);
      await expectLaidOutIn(page, lang, dir, width);
      await settledForScreenshot(page);
      await keepScreenshot(await page.screenshot(), `${engine.id}-${lang}-${width}-case-study`);
    }
  }
}

async function expectLaidOutIn(page: EnginePage, lang: string, dir: string, width: number): Promise<void> {
  const root = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  expect(root, `${lang} at ${width} px`).toEqual({ lang, dir });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${lang} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
}
