import path from 'node:path';
import { expect } from 'vitest';
import { appearance } from '../../fixtures/content-full/site';
import type { ColourScheme } from '../../../src/contentShape/types';
import { readTokens, tokenColour } from '../../../vite/themeTokens';
import type { Engine, EnginePage } from '../driver';
import { attribute, hydrated, noTransitionUnderway, waitFor } from '../inPage';
import { keepScreenshot } from '../screen';
import { fixtureSite, withScene } from '../sites';

const themeDir = path.resolve('src/theme');
const tokens = {
  dark: readTokens(path.join(themeDir, 'tokens.css')),
  light: readTokens(path.join(themeDir, 'tokens.css'), path.join(themeDir, 'tokens-light.css')),
};
const backgroundOf = (scheme: ColourScheme) => {
  const hex = tokenColour(tokens[scheme], '--color-bg');
  return `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
};

const headerToggle = `header [aria-label="${appearance.lightToggleLabel}"]`;
const menuToggle = `#mobile-menu [aria-label="${appearance.lightToggleLabel}"]`;
const burger = 'header button[aria-controls="mobile-menu"]';

/**
 * The page is drawn in `scheme`: <html> marked, the body in its background colour, and no colour
 * transition (the links' 0.2 s) still on its way, so a screenshot shows the scheme as it settles.
 */
async function drawnIn(page: EnginePage, scheme: ColourScheme): Promise<void> {
  await waitFor(
    page,
    `the page is drawn ${scheme}`,
    (name, colour) =>
      document.documentElement.getAttribute('data-scheme') === name &&
      getComputedStyle(document.body).backgroundColor === colour,
    scheme,
    backgroundOf(scheme),
  );
  await waitFor(page, 'no colour transition under way', noTransitionUnderway);
}

/** Opens the fixture (which offers both schemes) with nothing remembered, hydrated; returns the scheme the system asks for. */
async function openFresh(page: EnginePage, url: string): Promise<ColourScheme> {
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await waitFor(page, 'every part of the page hydrated', hydrated);
  return (await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)) ? 'light' : 'dark';
}

const flip = (scheme: ColourScheme): ColourScheme => (scheme === 'dark' ? 'light' : 'dark');

/**
 * With the light scheme offered: the first paint follows the system, the header's toggle switches (its
 * state announced), the choice outlives a reload, and the scene, running, follows; in a narrow window
 * the menu's toggle does the same. Keeps a screenshot of each scheme, scene on and off, at 1440 px
 * and a phone's width, and of the open menu with its toggle.
 */
export async function switchingScheme(page: EnginePage, engine: Engine): Promise<void> {
  await page.resize(1440, 900);
  const system = await openFresh(page, fixtureSite);
  await drawnIn(page, system);
  expect(await page.evaluate(attribute, headerToggle, 'aria-pressed')).toBe(String(system === 'light'));
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${system}-1440`);
  await page.click(headerToggle);
  await drawnIn(page, flip(system));
  expect(await page.evaluate(attribute, headerToggle, 'aria-pressed')).toBe(String(system === 'dark'));
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${flip(system)}-1440`);

  await page.goto(withScene(fixtureSite));
  await drawnIn(page, flip(system));
  await waitFor(page, 'the scene runs', () => document.documentElement.dataset.scene === 'running');
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${flip(system)}-1440-scene`);
  await page.click(headerToggle);
  await drawnIn(page, system);
  expect(await page.evaluate(() => document.documentElement.dataset.scene), 'the scene keeps running').toBe('running');
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${system}-1440-scene`);

  // A phone's width, or the narrowest the engine's window takes (MiniBrowser's: 447 px).
  const narrow = Math.max(390, engine.narrowestViewport);
  await page.resize(narrow, 844);
  await openFresh(page, fixtureSite);
  await drawnIn(page, system);
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${system}-${narrow}`);
  await page.click(burger);
  await waitFor(
    page,
    'the menu dialog opens',
    (selector) => (document.querySelector(selector) as HTMLDialogElement | null)?.open === true,
    '#mobile-menu',
  );
  await page.click(menuToggle);
  await drawnIn(page, flip(system));
  expect(await page.evaluate(attribute, menuToggle, 'aria-pressed')).toBe(String(system === 'dark'));
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${flip(system)}-${narrow}-menu`);
  await page.press('Escape');
  await keepScreenshot(await page.screenshot(), `${engine.id}-scheme-${flip(system)}-${narrow}`);
  await page.goto(fixtureSite);
  await drawnIn(page, flip(system));
  expect(await page.problems()).toEqual([]);
}
