/**
 * The scheme a page opens in: the visitor's own choice, else their system's, else the page's own, the
 * first scheme the content lists, which is also the page before any script (and without one).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Appearance, ColourScheme } from '@/contentShape/types';
import { openingScheme } from '@/services/openingScheme';
import { firstSchemeScript, inOwnScheme } from '@/services/colourScheme';

vi.mock('virtual:colour-schemes', () => {
  const sceneColours = (background: string) => ({
    background,
    ringTop: '#111111',
    ringBottom: '#222222',
    card: '#333',
  });
  return { schemeColours: { dark: sceneColours('#191919'), light: sceneColours('#f6f6f6') } };
});

const appearance = (...schemes: Appearance['schemes']): Appearance => ({ schemes, lightToggleLabel: 'Light theme' });

describe('the scheme a page opens in', () => {
  it('is the choice the visitor made with the toggle, whatever their system says and the content lists first', () => {
    for (const system of ['light', 'dark', null] as const)
      for (const own of ['light', 'dark'] as const) {
        expect(openingScheme('dark', system, own)).toBe('dark');
        expect(openingScheme('light', system, own)).toBe('light');
      }
  });

  it('without a choice, is the one their system asks for, over the one the content lists first', () => {
    expect(openingScheme(null, 'dark', 'light')).toBe('dark');
    expect(openingScheme(null, 'light', 'dark')).toBe('light');
    expect(openingScheme('sepia', 'dark', 'light'), 'a stored value that is no scheme is no choice').toBe('dark');
  });

  it('where neither the visitor nor their system says, is the first the content lists', () => {
    expect(openingScheme(null, null, 'light')).toBe('light');
    expect(openingScheme(null, null, 'dark')).toBe('dark');
  });
});

/**
 * What the page's inline script sets on a page whose visitor stored `stored` and whose system matches
 * `system` (null: neither light nor dark): the `<html>` scheme and `theme-color`.
 */
function paint(script: string, stored: string | null, system: ColourScheme | null) {
  const html = new Map<string, string>();
  const themeColour = { content: '' };
  const page = {
    localStorage: { getItem: () => stored },
    matchMedia: (query: string) => ({ matches: system !== null && query.includes(`: ${system})`) }),
    document: {
      documentElement: { setAttribute: (name: string, value: string) => html.set(name, value) },
      querySelector: () => ({ setAttribute: (_: string, value: string) => (themeColour.content = value) }),
    },
  };
  new Function('localStorage', 'matchMedia', 'document', script)(page.localStorage, page.matchMedia, page.document);
  return { scheme: html.get('data-scheme'), themeColour: themeColour.content };
}

describe('the inline script that sets the scheme before the first paint', () => {
  it('paints light first where the content lists light first and the visitor\u2019s browser states no preference', () => {
    const script = firstSchemeScript(appearance('light', 'dark'))!;
    expect(paint(script, null, null)).toEqual({ scheme: 'light', themeColour: '#f6f6f6' });
    expect(paint(script, null, 'dark'), 'a system asking for dark').toEqual({ scheme: 'dark', themeColour: '#191919' });
    expect(paint(script, 'dark', 'light'), 'a choice made with the toggle').toMatchObject({ scheme: 'dark' });
  });

  it('paints dark where the content lists dark first and nothing says otherwise, as before', () => {
    const script = firstSchemeScript(appearance('dark', 'light'))!;
    expect(paint(script, null, null)).toEqual({ scheme: 'dark', themeColour: '#191919' });
    expect(paint(script, null, 'light')).toEqual({ scheme: 'light', themeColour: '#f6f6f6' });
  });
});

describe('the page before any script, and without one', () => {
  const shell = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="theme-color" content="#191919" />';

  it('is in the light scheme, its browser bar too, where the content lists light first', () => {
    expect(inOwnScheme(shell, appearance('light', 'dark'))).toBe(
      '<!doctype html>\n<html lang="en" data-scheme="light">\n  <head>\n    <meta name="theme-color" content="#f6f6f6" />',
    );
  });

  it('is the shell as it was where the content lists dark first', () => {
    expect(inOwnScheme(shell, appearance('dark', 'light'))).toBe(shell);
  });
});
