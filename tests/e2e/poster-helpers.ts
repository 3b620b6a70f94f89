import type { Page } from '@playwright/test';

export const poster = (page: Page) => page.locator('[data-hero-poster]');

/** The poster's SVG for the current layout: the one variant its CSS displays. */
export const shownPosterLayout = (page: Page) =>
  poster(page).evaluate((element) =>
    [...element.children].filter((svg) => getComputedStyle(svg).display !== 'none').map((svg) => svg.getAttribute('data-layout')),
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
