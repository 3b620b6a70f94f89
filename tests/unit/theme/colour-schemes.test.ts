import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Appearance } from '@/contentShape/types';
import { declaredTokens } from '../../../scripts/upgrade/declaredTokens.mjs';
import { colourSchemes, sceneColoursOf } from '../../../vite/colourSchemes';
import { readTokens } from '../../../vite/themeTokens';

const root = path.resolve(import.meta.dirname, '../../..');
const tokensFile = path.join(root, 'src/theme/tokens.css');
const lightFile = path.join(root, 'src/theme/tokens-light.css');
const toggleFile = path.join(root, 'src/layout/SchemeToggle.tsx');
const scratch = mkdtempSync(path.join(tmpdir(), 'colour-schemes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Bundle = Record<string, { type: 'asset'; fileName: string; source: string }>;
type Hooks = { load: (id: string) => string; generateBundle: { handler: (options: unknown, bundle: Bundle) => void } };

function pluginFor(schemes: Appearance['schemes'], ownLight: string[] = []) {
  return colourSchemes(
    { schemes, lightToggleLabel: 'Light theme' },
    { tokens: [tokensFile], light: [tokensFile, lightFile, ...ownLight] },
    toggleFile,
  ) as Plugin & Hooks;
}

/** What the two virtual modules say for a content module offering `schemes`. */
async function modulesFor(
  schemes: Appearance['schemes'],
  ownLight: string[] = [],
): Promise<{ colours: string; toggle: string }> {
  const plugin = pluginFor(schemes, ownLight);
  const context = { addWatchFile: () => undefined };
  return {
    colours: await plugin.load.call(context, '\0virtual:colour-schemes'),
    toggle: await plugin.load.call(context, '\0virtual:scheme-toggle'),
  };
}

describe('the colour schemes the build ships', () => {
  it('ships nothing of the light scheme when the content offers the dark one alone', async () => {
    const { colours, toggle } = await modulesFor(['dark']);
    expect(colours).not.toContain(lightFile);
    expect(colours).toContain('schemeColours = null');
    expect(toggle).toContain('SchemeToggle = null');
  });

  it('ships the light tokens, the toggle and both schemes’ scene colours when the content offers light', async () => {
    const { colours, toggle } = await modulesFor(['dark', 'light']);
    expect(colours).toContain(`import ${JSON.stringify(lightFile)}`);
    const shipped = JSON.parse(/schemeColours = (\{.*\});/.exec(colours)![1]!) as unknown;
    expect(shipped).toEqual({
      dark: sceneColoursOf(readTokens(tokensFile)),
      light: sceneColoursOf(readTokens(tokensFile, lightFile)),
    });
    expect(toggle).toContain(`export { SchemeToggle } from ${JSON.stringify(toggleFile)}`);
  });

  it("ships the owner's light colours (their theme-light.css) after the template's, and draws the light scene with them", async () => {
    const ownLight = path.join(scratch, 'theme-light.css');
    writeFileSync(ownLight, ":root[data-scheme='light'] {\n  --color-bg: oklch(0.97 0.02 90);\n}\n");
    const { colours } = await modulesFor(['dark', 'light'], [ownLight]);
    expect(colours.indexOf(JSON.stringify(ownLight))).toBeGreaterThan(colours.indexOf(JSON.stringify(lightFile)));
    const shipped = JSON.parse(/schemeColours = (\{.*\});/.exec(colours)![1]!) as { light: { background: string } };
    expect(shipped.light.background).not.toBe(sceneColoursOf(readTokens(tokensFile, lightFile)).background);
    expect(shipped.light.background).toBe(sceneColoursOf(readTokens(tokensFile, lightFile, ownLight)).background);
  });

  it('gives the light scene its own particle colour, and the dark one the knob’s', () => {
    expect(sceneColoursOf(readTokens(tokensFile)).particles).toBeUndefined();
    expect(sceneColoursOf(readTokens(tokensFile, lightFile)).particles).toMatch(/^#[0-9a-f]{6}$/);
  });

  describe('the tokens that exist for the light scheme alone', () => {
    const cardFile = path.join(root, 'src/sections/ProjectCard.module.css');
    const lightOnly = [...declaredTokens(readFileSync(tokensFile, 'utf8'))].filter(
      ([name, value]) => /^var\(--[\w-]+\)$/.test(value) && declaredTokens(readFileSync(lightFile, 'utf8')).has(name),
    );
    /** The built stylesheet, the tokens and the card's rules in it, as the build writes it for a content module offering `schemes`. */
    const shipped = async (schemes: Appearance['schemes']) => {
      const source = [tokensFile, cardFile].map((file) => readFileSync(file, 'utf8')).join('\n');
      const bundle: Bundle = { 'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source } };
      await pluginFor(schemes).generateBundle.handler({}, bundle);
      return { source, built: bundle['assets/index.css']!.source };
    };

    it('are there to be left out (the project card’s veil reads one)', () => {
      expect(lightOnly.length).toBeGreaterThan(0);
      expect(readFileSync(cardFile, 'utf8')).toContain(`var(${lightOnly[0]![0]})`);
    });

    it('are neither declared nor read by a dark-only page: each reads the token it copies', async () => {
      const { source, built } = await shipped(['dark']);
      for (const [name, value] of lightOnly) {
        expect(built).not.toContain(name);
        const count = (css: string, text: string) => css.split(text).length - 1;
        // Its one declaration gone, each place that read it reads the copied token.
        expect(count(built, value)).toBe(count(source, value) - 1 + count(source, `var(${name})`));
      }
      expect(declaredTokens(built).size).toBe(declaredTokens(source).size - lightOnly.length);
    });

    it('stay as written when the content offers the light scheme', async () => {
      const { source, built } = await shipped(['dark', 'light']);
      expect(built).toBe(source);
    });
  });
});
