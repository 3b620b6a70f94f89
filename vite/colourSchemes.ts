import { runnerImport, type Plugin } from 'vite';
import type { Appearance } from '../src/content/types.ts';
import { readTokens, tokenColour } from './themeTokens.ts';

const coloursId = 'virtual:colour-schemes';
const toggleId = 'virtual:scheme-toggle';

/** Whether the content offers the light scheme beside the dark one (and so the toggle). */
export function offersLight(appearance: Appearance | undefined): boolean {
  return (appearance?.schemes ?? ['dark']).includes('light');
}

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
 * When the content offers the light scheme (`appearance.schemes`): `virtual:colour-schemes` ships the
 * light tokens' stylesheet and gives each scheme's colours for the scene and the browser's
 * `theme-color`, and `virtual:scheme-toggle` the toggle (two modules, as the toggle uses the colours).
 * With the dark scheme alone both are nulls, so a dark-only page ships none of it.
 */
export function colourSchemes(contentModule: string, tokensFile: string, lightTokensFile: string, toggleFile: string): Plugin {
  let offered: Promise<boolean> | undefined;
  const lightOffered = () =>
    (offered ??= runnerImport<{ appearance?: Appearance }>(contentModule).then(({ module }) => offersLight(module.appearance)));
  return {
    name: 'portfolio:colour-schemes',
    resolveId: (source) => (source === coloursId || source === toggleId ? `\0${source}` : null),
    async load(moduleId) {
      if (moduleId !== `\0${coloursId}` && moduleId !== `\0${toggleId}`) return null;
      const light = await lightOffered();
      if (moduleId === `\0${toggleId}`) return light ? `export { SchemeToggle } from ${JSON.stringify(toggleFile)};` : 'export const SchemeToggle = null;';
      if (!light) return 'export const schemeColours = null;';
      this.addWatchFile(lightTokensFile);
      const colours = { dark: sceneColoursOf(readTokens(tokensFile)), light: sceneColoursOf(readTokens(tokensFile, lightTokensFile)) };
      return `import ${JSON.stringify(lightTokensFile)};\nexport const schemeColours = ${JSON.stringify(colours)};`;
    },
  };
}
