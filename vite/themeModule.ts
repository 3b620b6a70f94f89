import type { Plugin } from 'vite';
import { sceneColoursOf } from './colourSchemes.ts';
import { photoSizeOf, readTokens } from './themeTokens.ts';

const id = 'virtual:theme';
const resolvedId = `\0${id}`;

/**
 * `virtual:theme`: the values of the theme's tokens (src/theme/tokens.css, then the owner's theme.css) that script needs, resolved at build time so
 * no colour parser ships: the scene's colours as `#rrggbb` (three.js reads no oklch()) and the hero
 * photo's drawn sizes in px (its srcset and `sizes`).
 */
export function themeModule(tokenFiles: string[]): Plugin {
  return {
    name: 'portfolio:theme',
    resolveId: (source) => (source === id ? resolvedId : null),
    load(moduleId) {
      if (moduleId !== resolvedId) return null;
      for (const file of tokenFiles) this.addWatchFile(file);
      const tokens = readTokens(...tokenFiles);
      const sceneColours = sceneColoursOf(tokens);
      const photoSize = photoSizeOf(tokens);
      return `export const sceneColours = ${JSON.stringify(sceneColours)};\nexport const photoSize = ${JSON.stringify(photoSize)};\n`;
    },
  };
}
