import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The app's script, which the bootstrap imports once the page has painted (the HTML does not preload it). */
export const appScript = /\/hydrate-[\w-]+\.js$/;

/** The carousels' drag code (with @use-gesture), which the app fetches once a carousel has hydrated. */
export const dragScript = /\/CarouselDrag-[\w-]+\.js$/;

/** Holds every request for `file` (a script, a font) on its way until the returned function is called. */
export async function holdRequests(page: Page, file: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once the browser has recorded the page's first contentful paint. */
export const painted = (page: Page) =>
  expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
