import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { Appearance } from '../src/contentShape/types.ts';
import { declaredTokens } from '../scripts/upgrade/declaredTokens.mjs';
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
 * The tokens tokens.css declares only as a copy of another (`--color-scrim: var(--color-bg)`) that the
 * light scheme gives a value of their own: they exist for the light scheme alone. Name → the copied token.
 */
export function lightOnlyCopies(tokensCss: string, lightCss: string): Map<string, string> {
  const light = declaredTokens(lightCss);
  const copies = [...declaredTokens(tokensCss)].flatMap(([name, value]) => {
    const copied = /^var\(\s*(--[\w-]+)\s*\)$/.exec(value)?.[1];
    return copied && light.has(name) ? [[name, copied] as const] : [];
  });
  return new Map(copies);
}

/** A stylesheet with each light-only copy written out as the token it copies, and its declaration gone. */
export function withoutLightOnlyCopies(css: string, copies: Map<string, string>): string {
  let written = css;
  for (const [name, copied] of copies) {
    written = written
      .replace(new RegExp(`[ \\t]*${name}(?![\\w-])\\s*:[^;}]+;?\\n?`, 'g'), '')
      .replace(new RegExp(`var\\(\\s*${name}\\s*\\)`, 'g'), `var(${copied})`);
  }
  return written;
}

/**
 * When the content offers the light scheme (`appearance.schemes`): `virtual:colour-schemes` ships the
 * light tokens' stylesheet and gives each scheme's colours for the scene and the browser's
 * `theme-color`, and `virtual:scheme-toggle` the toggle (two modules, as the toggle uses the colours).
 * With the dark scheme alone both are nulls, so a dark-only page ships none of it, nor the tokens
 * that exist for the light scheme alone: the stylesheets read the token they copy instead.
 */
export function colourSchemes(
  appearance: Appearance | undefined,
  theme: { tokens: string[]; light: string[] },
  toggleFile: string,
): Plugin {
  const [tokensFile] = theme.tokens as [string];
  const lightStylesheets = theme.light.filter((file) => !theme.tokens.includes(file));
  const lightTokensFile = lightStylesheets[0]!;
  const light = offersLight(appearance);
  let copies: Map<string, string> | undefined;
  const lightOnly = () =>
    (copies ??= lightOnlyCopies(readFileSync(tokensFile, 'utf8'), readFileSync(lightTokensFile, 'utf8')));
  return {
    name: 'portfolio:colour-schemes',
    resolveId: (source) => (source === coloursId || source === toggleId ? `\0${source}` : null),
    load(moduleId) {
      if (moduleId !== `\0${coloursId}` && moduleId !== `\0${toggleId}`) return null;
      if (moduleId === `\0${toggleId}`)
        return light
          ? `export { SchemeToggle } from ${JSON.stringify(toggleFile)};`
          : 'export const SchemeToggle = null;';
      if (!light) return 'export const schemeColours = null;';
      for (const file of lightStylesheets) this.addWatchFile(file);
      const colours = {
        dark: sceneColoursOf(readTokens(...theme.tokens)),
        light: sceneColoursOf(readTokens(...theme.light)),
      };
      const imports = lightStylesheets.map((file) => `import ${JSON.stringify(file)};\n`).join('');
      return `${imports}export const schemeColours = ${JSON.stringify(colours)};`;
    },
    // The stylesheet as built (the @imported tokens.css included), before the prerender inlines it.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (light) return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.css'))
            file.source = withoutLightOnlyCopies(String(file.source), lightOnly());
        }
      },
    },
  };
}
