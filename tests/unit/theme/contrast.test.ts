import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { declaredTokens } from '../../../scripts/upgrade/declaredTokens.mjs';
import { readTokens, tokenColour } from '../../../vite/themeTokens';
import { textPairs, uiPairs } from '../../support/colourPairs';

const themeDir = path.resolve(import.meta.dirname, '../../../src/theme');
const tokensFile = path.join(themeDir, 'tokens.css');
const lightFile = path.join(themeDir, 'tokens-light.css');

const schemes = { dark: readTokens(tokensFile), light: readTokens(tokensFile, lightFile) };

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
    [...declaredTokens(readFileSync(file, 'utf8'))]
      .filter(([name]) => name.startsWith('--color-'))
      .map(([name, value]) => ({ name, value }));

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
