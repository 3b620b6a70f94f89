import { expect } from 'vitest';
import { headerMenu, techStack, typingTitles, feedback } from '../../../src/placeholder/site';
import type { Engine, EnginePage } from '../driver';
import { box, insideHorizontally, isShown, scrollSettled, scrollToY, settle, shownOpacity, waitFor } from '../inPage';
import { decode, edgeOffset, keepScreenshot, pageLayout, ringBox, strayPixels } from '../screen';
import { subpathSite, withScene } from '../sites';
import { openHydrated } from './page';

const wide = { width: 1440, height: 900 };
const photo = '[data-hero-photo]';
const poster = '[data-hero-poster]';
const sceneStatus = (page: EnginePage) => page.evaluate(() => document.documentElement.dataset.scene);
const headerLink = (target: string) => `header nav[aria-label="Main"] a[href="#${target}"]`;
/** How far around the DOM photo the accent ring is looked for, CSS px. */
const ringSearch = 24;
/** How far the ring may sit from the DOM photo's edges once the page is still, CSS px. */
const ringTolerance = 4;
/** Fewer drawn pixels than this on the hero's bare background, and the field is not there. */
const minimumField = 500;

/** In the page: which host draws the canvas. A canvas handed to a worker refuses the page a context. */
function sceneHost(): 'worker' | 'page' | 'none' {
  const canvas = document.querySelector('canvas');
  if (!canvas) return 'none';
  try {
    return canvas.getContext('webgl2') ? 'page' : 'none';
  } catch {
    return 'worker';
  }
}

/** In the page: whether this engine gives an OffscreenCanvas a WebGL 2 context, which the worker host needs. */
function offscreenWebGL2(): boolean {
  return typeof OffscreenCanvas === 'function' && new OffscreenCanvas(1, 1).getContext('webgl2') !== null;
}

/** With `?scene=software` the scene reaches `running` in the host this engine allows, and its photo plane replaces the DOM photo. */
export async function sceneRunsInItsHost(page: EnginePage, engine: Engine): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, withScene(subpathSite));
  expect(
    await settle(
      () => sceneStatus(page),
      (status) => status === 'running',
      60_000,
    ),
    'the scene runs',
  ).toBe('running');
  expect((await page.evaluate(offscreenWebGL2)) ? 'worker' : 'page', 'the host this engine allows').toBe(
    engine.sceneHost,
  );
  expect(await page.evaluate(sceneHost), 'the host the scene runs in').toBe(engine.sceneHost);
  await waitFor(
    page,
    'the photo plane replaces the DOM photo',
    (selector) => Number(getComputedStyle(document.querySelector(selector)!).opacity) === 0,
    photo,
  );
  expect(await page.problems()).toEqual([]);
}

interface SceneAtHero {
  png: Buffer;
  /** How far the ring's box is from the DOM photo's, CSS px; undefined when no ring shows. */
  ringOffset?: number;
  fieldPixels: number;
}

async function readHero(page: EnginePage): Promise<SceneAtHero> {
  const png = await page.screenshot();
  const layout = await page.evaluate(pageLayout);
  const photoBox = (await page.evaluate(box, photo))!;
  const pixels = await decode(png, layout.viewportWidth);
  const ring = ringBox(pixels, photoBox, ringSearch);
  return { png, ringOffset: ring && edgeOffset(ring, photoBox), fieldPixels: strayPixels(pixels, layout).stray };
}

/** Waits until the screen shows the scene at the hero: the ring on the DOM photo's place and the field around. */
async function expectSceneAtHero(page: EnginePage, screenshotName: string): Promise<void> {
  const seen = await settle(
    () => readHero(page),
    ({ ringOffset, fieldPixels }) =>
      ringOffset !== undefined && ringOffset <= ringTolerance && fieldPixels >= minimumField,
    20_000,
  );
  const file = await keepScreenshot(seen.png, screenshotName);
  expect(seen.ringOffset, `the ring sits on the DOM photo (${file})`).toBeLessThanOrEqual(ringTolerance);
  expect(seen.fieldPixels, `the field is drawn around (${file})`).toBeGreaterThanOrEqual(minimumField);
}

/** Expects the screen to show nothing of the scene: every pixel of bare page is the page's background. */
async function expectNoScene(page: EnginePage, screenshotName: string): Promise<void> {
  const read = async () => {
    const png = await page.screenshot();
    const layout = await page.evaluate(pageLayout);
    return {
      png,
      viewport: layout.width * layout.height,
      ...strayPixels(await decode(png, layout.viewportWidth), layout),
    };
  };
  const first = await read();
  // A page that stops presenting frames can leave a later screenshot waiting: what was seen first stands.
  const seen = first.stray === 0 ? first : await settle(read, ({ stray }) => stray === 0, 3_000).catch(() => first);
  const file = await keepScreenshot(seen.png, screenshotName);
  const where = seen.box
    ? ` within ${JSON.stringify(seen.box, (_, value: unknown) => (typeof value === 'number' ? Math.round(value) : value))}`
    : '';
  expect(seen.stray, `pixels of bare page that are not the background${where} (${file})`).toBe(0);
  expect(seen.sampled, 'enough bare page was looked at').toBeGreaterThan(seen.viewport * 0.2);
}

/** In the page: the header's sections that start at least a window below the hero, where nothing of the hero may show. */
function sectionsFarBelowHero(targets: string[]): string[] {
  const hero = document.querySelector('[data-hero]')!.getBoundingClientRect();
  return targets.filter(
    (target) => document.getElementById(target)!.getBoundingClientRect().top >= hero.bottom + window.innerHeight,
  );
}

/**
 * The visitor leaves the hero by a header link (and by the End key): the screen shows nothing of the
 * ring or the field over the sections they land on; back at the hero by the Home link, the scene is there again.
 */
export async function jumpsLeaveNoScene(page: EnginePage, engine: Engine): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, withScene(subpathSite));
  expect(
    await settle(
      () => sceneStatus(page),
      (status) => status === 'running',
      60_000,
    ),
    'the scene runs',
  ).toBe('running');
  await expectSceneAtHero(page, `${engine.id}-hero`);
  const home = headerMenu[0]!.target;
  const targets = await page.evaluate(
    sectionsFarBelowHero,
    headerMenu.map(({ target }) => target),
  );
  expect(targets.length, 'header links far below the hero').toBeGreaterThan(0);
  for (const target of targets) {
    await page.click(headerLink(target));
    await scrollSettled(page);
    await expectNoScene(page, `${engine.id}-after-link-to-${target}`);
    await page.click(headerLink(home));
    await scrollSettled(page);
    await expectSceneAtHero(page, `${engine.id}-back-from-${target}`);
  }
  await page.press('End');
  await scrollSettled(page);
  await expectNoScene(page, `${engine.id}-after-end-key`);
  expect(await page.problems()).toEqual([]);
}

/** With reduced motion asked for, the scene never starts: poster and still photo, final states at once, no GSAP. */
export async function reducedMotion(page: EnginePage, engine: Engine): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, withScene(subpathSite));
  expect(
    await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches),
    'the engine reports the setting',
  ).toBe(true);
  const title = '#home [data-longest]';
  expect(await page.evaluate((selector) => document.querySelector(selector)?.textContent, title)).toBe(typingTitles[0]);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  expect(await sceneStatus(page)).toBe('off');
  expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
  expect(await page.evaluate(shownOpacity, poster), 'the poster shows').toBe(1);
  expect(await page.evaluate(shownOpacity, photo), 'the DOM photo shows').toBe(1);
  expect(
    await page.evaluate((selector) => document.querySelector(selector)?.textContent, title),
    'the title stays still',
  ).toBe(typingTitles[0]);
  await keepScreenshot(await page.screenshot(), `${engine.id}-reduced-motion-hero`);

  await page.evaluate(scrollToY, await page.evaluate(() => document.getElementById('tech-stack')!.offsetTop));
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('#tech-stack [data-reveal-item]')].map((item) => getComputedStyle(item).opacity),
  );
  expect(icons, 'tech icons are shown at once').toEqual(techStack.items.map(() => '1'));

  const quotes = '[aria-label="Feedback quotes"]';
  await page.click(`${quotes} button[aria-label="Next slide"]`);
  expect(
    await page.evaluate(
      insideHorizontally,
      `${quotes} [aria-label="2 of ${feedback.slides.length}"]`,
      `${quotes} [aria-label="Quotes"]`,
      0.95,
    ),
    'the next quote is in place at once, not scrolled to',
  ).toBe(true);
  expect(
    await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => /gsap/i.test(entry.name)).length,
    ),
    'no GSAP code loaded',
  ).toBe(0);
  expect(await page.problems()).toEqual([]);
}

/** Without WebGL the scene is declined and the page is whole: poster, DOM photo, every section. */
export async function withoutWebGL(page: EnginePage, engine: Engine): Promise<void> {
  await page.resize(wide.width, wide.height);
  await openHydrated(page, withScene(subpathSite));
  expect(
    await page.evaluate(() => document.createElement('canvas').getContext('webgl2') !== null),
    'WebGL 2 is off',
  ).toBe(false);
  expect(
    await settle(
      () => sceneStatus(page),
      (status) => status === 'declined',
      20_000,
    ),
    'the scene is declined',
  ).toBe('declined');
  expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
  expect(await page.evaluate(isShown, poster)).toBe(true);
  expect(await page.evaluate(shownOpacity, poster), 'the poster shows').toBe(1);
  expect(await page.evaluate(isShown, `${photo} img`)).toBe(true);
  expect(await page.evaluate(shownOpacity, photo), 'the DOM photo shows').toBe(1);
  for (const { target } of headerMenu) expect(await page.evaluate(isShown, `#${target}`), `#${target}`).toBe(true);
  expect(await page.problems()).toEqual([]);
  await keepScreenshot(await page.screenshot(), `${engine.id}-no-webgl-hero`);
}
