import type { Page } from '@playwright/test';
import { headerMenu } from '../../src/placeholder/site';
import { expect, test } from './fixtures';
import { settledRingOffset } from './ring-helpers';
import {
  countSceneDraws,
  drawsDuring,
  measuredSceneCost,
  photoFrame,
  sceneBrowser,
  waitForPhotoPlane,
  withoutOffscreenTransfer,
  withScene,
} from './scene-helpers';

test.use(sceneBrowser);

declare global {
  interface Window {
    /** Set by `watchFramesWithHeroAway`: frames about to be painted with the hero off screen, and how many of them showed the canvas. */
    heroAwayFrames?: { away: number; canvasShown: number };
  }
}

/**
 * From now on, checks every frame the page scrolls in, after the page's own animation-frame work and
 * before the frame is painted: when the hero is off screen there, the canvas must not be visible
 * (whatever it holds is a frame of the hero, drawn for where it was). The page's scroll listener was
 * added when the scene started, so its animation-frame callback runs before this one.
 */
async function watchFramesWithHeroAway(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.heroAwayFrames = { away: 0, canvasShown: 0 };
    const canvas = document.querySelector('canvas')!;
    const hero = document.querySelector('[data-hero]')!;
    const check = () => {
      const rect = hero.getBoundingClientRect();
      if (rect.bottom > 0 && rect.top < window.innerHeight) return;
      window.heroAwayFrames!.away += 1;
      if (getComputedStyle(canvas).visibility !== 'hidden') window.heroAwayFrames!.canvasShown += 1;
    };
    window.addEventListener('scroll', () => requestAnimationFrame(check), { passive: true });
  });
}

/** The frames `watchFramesWithHeroAway` has checked since it last started counting, and counts anew. */
const framesAwaySoFar = (page: Page) =>
  page.evaluate(() => {
    const frames = window.heroAwayFrames!;
    window.heroAwayFrames = { away: 0, canvasShown: 0 };
    return frames;
  });

const heroOnScreen = (page: Page) =>
  page.locator('[data-hero]').evaluate((hero) => {
    const rect = hero.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight;
  });

/** Waits until the page has not scrolled for a while (smooth scrolls and flings have ended). */
async function scrollSettled(page: Page): Promise<void> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === previous;
        previous = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

const navLink = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: title, exact: true });

/**
 * A finger flicking the page up (`direction` -1: towards the end of the page) or down and letting go
 * at speed: the scroll runs on by itself after the finger lifts. The touch events carry their own
 * timestamps, 8 ms apart, so the browser sees the speed whatever the test's own pace.
 */
async function fling(page: Page, direction: -1 | 1): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const viewport = page.viewportSize()!;
  const x = viewport.width / 2;
  let y = direction < 0 ? viewport.height - 100 : 100;
  let timestamp = Date.now() / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp });
  for (let move = 0; move < 10; move++) {
    y += direction * 60;
    timestamp += 0.008;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }], timestamp });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: timestamp + 0.001 });
  await cdp.detach();
}

const feedbackTitle = headerMenu.find((item) => item.target === 'feedback')!.title;
const homeTitle = headerMenu.find((item) => item.target === 'home')!.title;

/** Ways a visitor leaves the hero, each with the way back to it. */
const journeys = [
  {
    name: `the header link "${feedbackTitle}"`,
    leave: (page: Page) => navLink(page, feedbackTitle).click(),
    back: (page: Page) => navLink(page, homeTitle).click(),
  },
  {
    name: 'the End key',
    leave: (page: Page) => page.keyboard.press('End'),
    back: (page: Page) => page.keyboard.press('Home'),
  },
  {
    name: 'PageDown until the hero is gone',
    leave: async (page: Page) => {
      for (let press = 0; press < 5 && (await heroOnScreen(page)); press++) {
        await page.keyboard.press('PageDown');
        await scrollSettled(page);
      }
    },
    back: (page: Page) => page.keyboard.press('Home'),
  },
  {
    name: 'a touch fling',
    touch: true,
    // One fling carries the page well past the hero: the finger alone moves it 600 px, and it runs on.
    leave: (page: Page) => fling(page, -1),
    // From just past the hero, one fling back runs on to the top of the page, wherever the first
    // fling came to rest.
    back: async (page: Page) => {
      await page.evaluate(() => {
        const heroBottom = document.querySelector('[data-hero]')!.getBoundingClientRect().bottom + window.scrollY;
        window.scrollTo({ top: heroBottom + 100, behavior: 'instant' });
      });
      await fling(page, 1);
    },
  },
];

// The touch fling is the input's journey, not the host's: the worker takes it; the fallback takes the
// pointer's and keys' (and leaves and comes back by the header links in WebKitGTK's journeys too).
const hosts = [
  { name: 'in its worker', prepare: async () => undefined, byTouch: [false, true] },
  { name: 'on the main thread (the fallback)', prepare: withoutOffscreenTransfer, byTouch: [false] },
];

/**
 * Leaves the hero the journey's way and comes back: the canvas hidden in every frame painted with
 * the hero away, then shown with the field drawing and the ring on the DOM photo again.
 */
async function leaveAndComeBack(page: Page, journey: (typeof journeys)[number], draws: () => Promise<number>) {
  await framesAwaySoFar(page);
  await journey.leave(page);
  await expect.poll(() => heroOnScreen(page), { message: 'the hero has left the screen' }).toBe(false);
  await scrollSettled(page);
  await expect(page.locator('canvas')).toHaveCSS('visibility', 'hidden');
  const { away, canvasShown } = await framesAwaySoFar(page);
  expect(away, 'frames were checked with the hero away').toBeGreaterThan(0);
  expect(canvasShown, 'frames painted with the hero away and the canvas visible').toBe(0);

  await journey.back(page);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'back at the top' }).toBe(0);
  await expect(page.locator('canvas')).toHaveCSS('visibility', 'visible');
  await expect(photoFrame(page)).toHaveCSS('opacity', '0');
  expect(await settledRingOffset(page, 1), 'the ring is drawn on the DOM photo').toBeLessThanOrEqual(1);
  await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
}

for (const host of hosts) {
  test.describe(`the scene ${host.name} shows nowhere but behind the hero`, () => {
    test.beforeEach(async ({ page }) => {
      await host.prepare(page);
    });

    // One scene start for the journeys a pointer and keys make, one for the finger's (a touch screen).
    for (const touch of host.byTouch) {
      const ways = journeys.filter((journey) => (journey.touch ?? false) === touch);
      test.describe(touch ? 'on a touch screen' : 'with a pointer and keys', () => {
        // Touch events reach the page only where the browser has a touch screen.
        test.use({ hasTouch: touch });

        test(`left by ${ways.map((journey) => journey.name).join(', ')}: the canvas is hidden before a frame without the hero is painted; back, the field and ring return`, async ({
          page,
        }) => {
          test.slow();
          const draws = await countSceneDraws(page);
          await page.goto(withScene());
          await waitForPhotoPlane(page);
          // A journey scrolling while the scene measures its first frames' cost could have it declined.
          await measuredSceneCost(page);
          await watchFramesWithHeroAway(page);
          for (const journey of ways) await test.step(journey.name, () => leaveAndComeBack(page, journey, draws));
        });
      });
    }
  });
}
