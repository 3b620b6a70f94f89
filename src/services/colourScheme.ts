import { schemeColours } from 'virtual:colour-schemes';
import type { ColourScheme } from '@/content/types';

/** Where the visitor's choice is remembered (localStorage). */
export const schemeStorageKey = 'colour-scheme';

/** `theme-color` per scheme: the page background, which the browser's chrome takes. */
type ThemeColours = Record<ColourScheme, string>;

const themeColours: ThemeColours | null = schemeColours && {
  dark: schemeColours.dark.background,
  light: schemeColours.light.background,
};

/**
 * Runs inline in the page's <head>, before the first paint: the remembered choice, else the system's,
 * set on <html> (which the light tokens follow) and in `theme-color`. Self-contained, as it is written
 * into the page as source (`firstSchemeScript`).
 */
function applyFirstScheme(storageKey: string, themeColours: ThemeColours) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (a privacy setting): the system's scheme it is.
  }
  const scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : matchMedia('(prefers-color-scheme: light)').matches
        ? 'light'
        : 'dark';
  document.documentElement.setAttribute('data-scheme', scheme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColours[scheme]);
}

/** The inline script's source, when the content offers the light scheme. */
export function firstSchemeScript(): string | null {
  if (!themeColours) return null;
  return `(${applyFirstScheme.toString()})(${JSON.stringify(schemeStorageKey)},${JSON.stringify(themeColours)})`;
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
