import type { Page, Worker } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';
import { expect, test } from './fixtures';

/**
 * The browser of every spec file that runs the scene (`test.use(sceneBrowser)` at its top, which
 * `sceneBrowser.test.ts` asks of each file that calls `withScene`): the page composited in the GPU
 * process, as on a visitor's GPU (SwiftShader's here). The other specs draw the page with Skia on
 * the CPU, which is quicker but presents WebGL frames late enough to miss what these tests time
 * (playwrightChromiumArgs in scripts/lib/chromium.mjs).
 */
export const sceneBrowser = { launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } };

declare global {
  interface Window {
    /** Set by `countAnimationFrames`: animation-frame callbacks run since the page loaded. */
    animationFrameCalls?: number;
  }
  // Set by `watchDraws` in whichever realm renders the scene (its worker, or the page): draw calls
  // since it was installed, and the context the last draw used with its WEBGL_lose_context.
  var webglDraws: number | undefined;
  var sceneContext: WebGL2RenderingContext | undefined;
  var sceneContextLoss: WEBGL_lose_context | null | undefined;
}

/** Counts every requestAnimationFrame callback the page's main thread runs (installed before any page script). */
export async function countAnimationFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.requestAnimationFrame.bind(window);
    window.animationFrameCalls = 0;
    window.requestAnimationFrame = (callback) =>
      original((time) => {
        window.animationFrameCalls = (window.animationFrameCalls ?? 0) + 1;
        callback(time);
      });
  });
}

/** Animation-frame callbacks the page's main thread runs during the next `ms`. */
export function framesDuring(page: Page, ms = 1000): Promise<number> {
  return page.evaluate(
    (duration) =>
      new Promise<number>((resolve) => {
        const before = window.animationFrameCalls ?? 0;
        setTimeout(() => resolve((window.animationFrameCalls ?? 0) - before), duration);
      }),
    ms,
  );
}

/**
 * Patches WebGL 2's draw calls in the realm it runs in (the scene's worker, or the page), once: each
 * draw is counted, and the context it drew with is kept with its WEBGL_lose_context (asked for
 * before any loss: a lost context hands out no extension).
 */
export function watchDraws(): void {
  if (globalThis.webglDraws !== undefined) return;
  globalThis.webglDraws = 0;
  const prototype = WebGL2RenderingContext.prototype;
  for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced'] as const) {
    const draw = prototype[name] as (...args: unknown[]) => void;
    Object.defineProperty(prototype, name, {
      configurable: true,
      value(this: WebGL2RenderingContext, ...args: unknown[]) {
        globalThis.webglDraws = (globalThis.webglDraws ?? 0) + 1;
        if (globalThis.sceneContext !== this) {
          globalThis.sceneContext = this;
          globalThis.sceneContextLoss = this.getExtension('WEBGL_lose_context');
        }
        return draw.apply(this, args);
      },
    });
  }
}

/**
 * Counts WebGL draw calls wherever the scene renders: in its worker (patched as soon as it starts)
 * or on the page (the main-thread fallback). Returns the function that reads the total.
 */
export async function countSceneDraws(page: Page): Promise<() => Promise<number>> {
  const workers: Worker[] = [];
  page.on('worker', (worker) => {
    workers.push(worker);
    void worker.evaluate(watchDraws).catch(() => undefined);
  });
  await page.addInitScript(watchDraws);
  return async () => {
    const counts = await Promise.all([
      page.evaluate(() => globalThis.webglDraws ?? 0),
      ...workers.map((worker) => worker.evaluate(() => globalThis.webglDraws ?? 0).catch(() => 0)),
    ]);
    return counts.reduce((sum, count) => sum + count, 0);
  };
}

/** WebGL draw calls of the scene during the next `ms`. */
export async function drawsDuring(total: () => Promise<number>, page: Page, ms = 1000): Promise<number> {
  const before = await total();
  await page.waitForTimeout(ms);
  return (await total()) - before;
}

export const photoFrame = (page: Page) => page.locator('[data-hero-photo]');

/** The scene's status as the page publishes it (`<html data-scene>`). */
export const sceneStatus = (page: Page) => page.evaluate(() => document.documentElement.dataset.scene);

/** A pointer over the DOM photo leaves it untilted: neither the scene nor the CSS tilt moves it. */
export async function expectPhotoUntilted(page: Page): Promise<void> {
  const box = (await photoFrame(page).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.5, { steps: 4 });
  await page.waitForTimeout(300);
  await expect(photoFrame(page)).toHaveCSS('transform', 'none');
}

/**
 * How long the scene may take to start in software WebGL on two shared cores: its chunk's first
 * evaluation and its shader compile hold a thread for seconds, and on a busy machine for tens of them.
 */
const SCENE_START_TIMEOUT = 30_000;

/**
 * Waits until the scene runs. Starting it is inherently long work here, so the test gets the
 * start's allowance on top of its own time-out, once for every start it waits for.
 */
export async function waitForSceneRunning(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + SCENE_START_TIMEOUT);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'running', { timeout: SCENE_START_TIMEOUT });
}

/** A first frame with the photo plane has been presented, and the DOM photo has faded out under it. */
export async function waitForPhotoPlane(page: Page): Promise<void> {
  await waitForSceneRunning(page);
  await expect(photoFrame(page)).toHaveCSS('opacity', '0', { timeout: 20_000 });
}

/**
 * The scene's measured first-frames cost as the page shows it (`<html data-scene-cost>`), once measured:
 * the one window in which a busy page declines the scene (src/scene/page/checkCost.ts), which a journey
 * that scrolls the page must not overlap.
 */
export async function measuredSceneCost(page: Page): Promise<string> {
  const cost = page.locator('html[data-scene-cost]');
  await expect(cost).toHaveCount(1, { timeout: 60_000 });
  return (await cost.getAttribute('data-scene-cost'))!;
}

/** Pretends the tab went to the background (or came back), as the browser reports it. */
export function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** Removes the canvas-to-worker handover, as in a browser that cannot render in a worker (the main-thread fallback). */
export async function withoutOffscreenTransfer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
}

/** Every uncaught error the page reports, from now on. */
export function collectUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return uncaught;
}

/** Console warnings the page (and its workers) log from now on. */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * The page with the scene on. This machine draws WebGL in software (SwiftShader), where the
 * page declines the scene as a visitor's GPU-less machine would; the owner's `?scene=software`
 * switch runs it anyway.
 */
export const withScene = (path = './') => `${path}${path.includes('?') ? '&' : '?'}scene=software`;
