import { schemeColours } from 'virtual:colour-schemes';
import type { Appearance, ColourScheme } from '@/content/types';
import { openingScheme } from './openingScheme';

/** Where the visitor's choice is remembered (localStorage). */
export const schemeStorageKey = 'colour-scheme';

/** `theme-color` per scheme: the page background, which the browser's chrome takes. */
type ThemeColours = Record<ColourScheme, string>;

const themeColours: ThemeColours | null = schemeColours && {
  dark: schemeColours.dark.background,
  light: schemeColours.light.background,
};

/**
 * Runs inline in the page's <head>, before the first paint: the scheme `decide` (openingScheme) picks
 * from the remembered choice, the system's and the page's own, set on <html> (which the light tokens
 * follow) and in `theme-color`. Self-contained, as it is written into the page as source
 * (`firstSchemeScript`).
 */
function applyFirstScheme(
  storageKey: string,
  themeColours: ThemeColours,
  own: ColourScheme,
  decide: typeof openingScheme,
) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (a privacy setting): no choice remembered.
  }
  const system = matchMedia('(prefers-color-scheme: light)').matches
    ? 'light'
    : matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : null;
  const scheme = decide(stored, system, own);
  document.documentElement.setAttribute('data-scheme', scheme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColours[scheme]);
}

/** The inline script's source, when the content offers the light scheme. */
export function firstSchemeScript({ schemes }: Pick<Appearance, 'schemes'>): string | null {
  if (!themeColours) return null;
  const own = JSON.stringify(schemes[0]);
  return `(${applyFirstScheme.toString()})(${JSON.stringify(schemeStorageKey)},${JSON.stringify(themeColours)},${own},${openingScheme.toString()})`;
}

/**
 * The page shell (index.html) in the page's own scheme, the first the content lists: a page listing
 * light first says so on its <html> and in `theme-color`, so it is light before the inline script runs
 * and without script. The shell is dark, so any other page keeps it as it is.
 */
export function inOwnScheme(html: string, { schemes }: Pick<Appearance, 'schemes'>): string {
  if (!themeColours || schemes[0] !== 'light') return html;
  return html
    .replace(/<html([^>]*)>/, '<html$1 data-scheme="light">')
    .replace(/(<meta name="theme-color" content=")[^"]*/, `$1${themeColours.light}`);
}

const listeners = new Set<(scheme: ColourScheme) => void>();

/** The scheme the page is drawn in now. */
export function currentScheme(): ColourScheme {
  return document.documentElement.getAttribute('data-scheme') === 'light' ? 'light' : 'dark';
}

/** Switches the page to `scheme` and remembers it for the next visit. */
export function chooseScheme(scheme: ColourScheme): void {
  document.documentElement.setAttribute('data-scheme', scheme);
  if (themeColours) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColours[scheme]);
  try {
    localStorage.setItem(schemeStorageKey, scheme);
  } catch {
    // Not remembered, but switched.
  }
  for (const listener of listeners) listener(scheme);
}

/** Calls `listener` on each switch; returns the unsubscribe. */
export function onSchemeChange(listener: (scheme: ColourScheme) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
