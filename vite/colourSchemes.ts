import { runnerImport, type Plugin } from 'vite';
import type { Appearance } from '../src/content/types.ts';
import { readTokens, tokenColour } from './themeTokens.ts';

const id = 'virtual:colour-schemes';
const resolvedId = `\0${id}`;

/** The theme colours the scene draws with in one scheme, as `#rrggbb`. */
export function sceneColoursOf(tokens: Map<string, string>) {
  return {
    background: tokenColour(tokens, '--color-bg'),
    ringTop: tokenColour(tokens, '--color-ring-top'),
    ringBottom: tokenColour(tokens, '--color-ring-bottom'),
    card: tokenColour(tokens, '--color-card'),
    ...(tokens.has('--color-particles') ? { particles: tokenColour(tokens, '--color-particles') } : {}),
  };
}

/**
 * `virtual:colour-schemes`: when the content offers the light scheme (`appearance.schemes`), the light
 * tokens' stylesheet, the toggle (`SchemeToggle`) and each scheme's colours for the scene and the
 * browser's `theme-color`; with the dark scheme alone, nulls, so a dark-only page ships none of them.
 */
export function colourSchemes(contentModule: string, tokensFile: string, lightTokensFile: string, toggleFile: string): Plugin {
  return {
    name: 'portfolio:colour-schemes',
    resolveId: (source) => (source === id ? resolvedId : null),
    async load(moduleId) {
      if (moduleId !== resolvedId) return null;
      const { module } = await runnerImport<{ appearance?: Appearance }>(contentModule);
      const schemes = module.appearance?.schemes ?? ['dark'];
      if (!schemes.includes('light')) return 'export const SchemeToggle = null;\nexport const schemeColours = null;\n';
      this.addWatchFile(lightTokensFile);
      const colours = { dark: sceneColoursOf(readTokens(tokensFile)), light: sceneColoursOf(readTokens(tokensFile, lightTokensFile)) };
      return [
        `import ${JSON.stringify(lightTokensFile)};`,
        `export { SchemeToggle } from ${JSON.stringify(toggleFile)};`,
        `export const schemeColours = ${JSON.stringify(colours)};`,
      ].join('\n');
    },
  };
}
