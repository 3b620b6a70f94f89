import type { Page } from '@playwright/test';
import { expect } from './fixtures';

declare global {
  interface Window {
    /** Set by `countAnimationFrames`: animation-frame callbacks run since the page loaded. */
    animationFrameCalls?: number;
    /** Set by `countAnimationFrames`: WebGL draw calls since the page loaded. */
    webglDraws?: number;
  }
}

/** Counts every requestAnimationFrame callback the page runs (installed before any page script). */
export async function countAnimationFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.requestAnimationFrame.bind(window);
    window.animationFrameCalls = 0;
    window.requestAnimationFrame = (callback) =>
      original((time) => {
        window.animationFrameCalls = (window.animationFrameCalls ?? 0) + 1;
        callback(time);
      });
    window.webglDraws = 0;
    const prototype = WebGL2RenderingContext.prototype;
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced'] as const) {
      const draw = prototype[name] as (...args: unknown[]) => void;
      Object.defineProperty(prototype, name, {
        configurable: true,
        value(this: WebGL2RenderingContext, ...args: unknown[]) {
          window.webglDraws = (window.webglDraws ?? 0) + 1;
          return draw.apply(this, args);
        },
      });
    }
  });
}

/**
 * WebGL draw calls during the next `ms`: the scene's own activity, apart from other animation
 * (the typing title also runs on animation frames while the hero is in view).
 */
export function drawsDuring(page: Page, ms = 1000): Promise<number> {
  return page.evaluate(
    (duration) =>
      new Promise<number>((resolve) => {
        const before = window.webglDraws ?? 0;
        setTimeout(() => resolve((window.webglDraws ?? 0) - before), duration);
      }),
    ms,
  );
}

/** Animation-frame callbacks the page runs during the next `ms`. */
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

export const photoFrame = (page: Page) => page.locator('[data-hero-photo]');

/** The scene has drawn its photo plane over the DOM photo, which has faded out. */
export async function waitForPhotoPlane(page: Page): Promise<void> {
  await expect(page.locator('canvas')).toBeAttached({ timeout: 20_000 });
  await expect(photoFrame(page)).toHaveCSS('opacity', '0', { timeout: 20_000 });
}

/** Pretends the tab went to the background (or came back), as the browser reports it. */
export function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * The page with the 3D backdrop on. This machine draws WebGL in software (SwiftShader), where the
 * page declines the backdrop as a visitor's GPU-less machine would; the owner's `?scene=software`
 * switch runs it anyway.
 */
export const withScene = (path = './') => `${path}${path.includes('?') ? '&' : '?'}scene=software`;
