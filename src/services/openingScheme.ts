import type { ColourScheme } from '@/content/types';

/**
 * The scheme a page opens in: the visitor's own choice (`stored`, the toggle's, remembered), else the
 * one their system asks for (`system`, `prefers-color-scheme`), else the page's own (`own`, the first
 * `appearance.schemes` lists). Self-contained: the page's inline script carries its source.
 */
export function openingScheme(stored: string | null, system: ColourScheme | null, own: ColourScheme): ColourScheme {
  if (stored === 'light' || stored === 'dark') return stored;
  return system ?? own;
}
