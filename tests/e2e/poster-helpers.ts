import type { Page } from '@playwright/test';

export const poster = (page: Page) => page.locator('[data-hero-poster]');

/** The poster's SVG for the current layout: the one variant its CSS displays. */
export const shownPosterLayout = (page: Page) =>
  poster(page).evaluate((element) =>
    [...element.children]
      .filter((svg) => getComputedStyle(svg).display !== 'none')
      .map((svg) => svg.getAttribute('data-layout')),
  );

/** How many points and links the shown poster draws, and whether they fill the hero's box. */
export const shownPosterDrawing = (page: Page) =>
  poster(page).evaluate((element) => {
    const svg = [...element.children].find((child) => getComputedStyle(child).display !== 'none');
    const hero = element.parentElement?.getBoundingClientRect();
    const box = svg?.getBoundingClientRect();
    return {
      points: svg?.querySelectorAll('circle').length ?? 0,
      links: svg?.querySelectorAll('path').length ?? 0,
      fillsHero: Boolean(hero && box && box.width === hero.width && box.height === hero.height && box.top === hero.top),
    };
  });

/** The scene's code, which its worker imports once the page has handed it the canvas. */
const sceneCode = /hostScene-[\w-]+\.js$/;

/**
 * Holds the scene's code on its way to the worker: the page is `loading`, the canvas is handed
 * over and still blank. Returns the function that lets it through.
 */
export async function holdSceneCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(sceneCode, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
