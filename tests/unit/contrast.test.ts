import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { readTokens, tokenColour } from '../../vite/themeTokens';

const themeDir = path.resolve(import.meta.dirname, '../../src/theme');
const tokensFile = path.join(themeDir, 'tokens.css');
const lightFile = path.join(themeDir, 'tokens-light.css');

const schemes = { dark: readTokens(tokensFile), light: readTokens(tokensFile, lightFile) };

/** Text and what it is drawn on: WCAG AA, 4.5:1. */
const textPairs = [
  ['--color-text', '--color-bg', 'body text'],
  ['--color-heading', '--color-bg', 'section headings'],
  ['--color-main', '--color-bg', 'the header and its menu, labels'],
  ['--color-accent-1', '--color-bg', 'links hovered and current, the active tab'],
  ['--color-bg', '--color-main', 'the skip link'],
  ['--color-main', '--color-card', 'a card, a form field'],
  ['--color-text', '--color-card', 'a card’s muted text'],
  ['--color-accent-1', '--color-card', 'a link on a card'],
  ['--color-error', '--color-bg', 'a form field’s error'],
  ['--color-main', '--color-tile', 'a tech-stack tile'],
] as const;

/**
 * 3:1: a focus ring and what it is drawn over (WCAG 1.4.11), and a field's placeholder, a hint beside
 * the field's visible label (the spec palette's placeholder grey reaches 3.8:1, not 4.5:1).
 */
const uiPairs = [
  ['--color-focus', '--color-bg', 'a focus ring on the page'],
  ['--color-focus', '--color-card', 'a focus ring on a card or field'],
  ['--color-placeholder', '--color-card', 'a form field’s placeholder'],
] as const;

describe.each(Object.entries(schemes))('the %s scheme’s colours', (_, tokens) => {
  const ratio = (foreground: string, background: string) =>
    wcagContrast(tokenColour(tokens, foreground), tokenColour(tokens, background));

  it.each(textPairs)('%s on %s (%s) reach 4.5:1', (foreground, background) => {
    expect(ratio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s (%s) reach 3:1', (foreground, background) => {
    expect(ratio(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('the light scheme', () => {
  const declared = (file: string) =>
    [...readFileSync(file, 'utf8').replace(/\/\*[^]*?\*\//g, '').matchAll(/(--color-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
      name: name!,
      value: value!.trim(),
    }));

  it('gives every colour of tokens.css that is not a copy of another token a light value', () => {
    const own = declared(tokensFile)
      .filter(({ value }) => !/^var\(/.test(value))
      .map(({ name }) => name);
    const light = new Set(declared(lightFile).map(({ name }) => name));
    expect(own.filter((name) => !light.has(name))).toEqual([]);
  });

  it('lets copies follow their source: the focus ring is the light accent', () => {
    expect(tokenColour(schemes.light, '--color-focus')).toBe(tokenColour(schemes.light, '--color-accent-1'));
    expect(tokenColour(schemes.light, '--color-focus')).not.toBe(tokenColour(schemes.dark, '--color-focus'));
  });
});
