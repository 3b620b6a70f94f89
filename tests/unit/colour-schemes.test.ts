import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { colourSchemes, sceneColoursOf } from '../../vite/colourSchemes';
import { readTokens } from '../../vite/themeTokens';

const root = path.resolve(import.meta.dirname, '../..');
const tokensFile = path.join(root, 'src/theme/tokens.css');
const lightFile = path.join(root, 'src/theme/tokens-light.css');
const toggleFile = path.join(root, 'src/layout/SchemeToggle.tsx');
const scratch = mkdtempSync(path.join(tmpdir(), 'colour-schemes-'));

/** What the two virtual modules say for a content module offering `schemes`. */
async function modulesFor(schemes: string[]): Promise<{ colours: string; toggle: string }> {
  const content = path.join(scratch, `site-${schemes.join('-')}.ts`);
  writeFileSync(content, `export const appearance = { schemes: ${JSON.stringify(schemes)}, lightToggleLabel: 'Light theme' };\n`);
  const plugin = colourSchemes(content, tokensFile, lightFile, toggleFile) as Plugin & { load: (id: string) => Promise<string> };
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
    expect(shipped).toEqual({ dark: sceneColoursOf(readTokens(tokensFile)), light: sceneColoursOf(readTokens(tokensFile, lightFile)) });
    expect(toggle).toContain(`export { SchemeToggle } from ${JSON.stringify(toggleFile)}`);
  });

  it('gives the light scene its own particle colour, and the dark one the knob’s', () => {
    expect(sceneColoursOf(readTokens(tokensFile)).particles).toBeUndefined();
    expect(sceneColoursOf(readTokens(tokensFile, lightFile)).particles).toMatch(/^#[0-9a-f]{6}$/);
  });
});
