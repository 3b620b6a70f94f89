import { readFileSync } from 'node:fs';
import { formatHex, parse } from 'culori';
import type { PhotoSize } from '../src/theme/imageSlots.ts';
import { displayPath } from '../scripts/lib/displayPath.mjs';
import { declaredTokens } from '../scripts/upgrade/declaredTokens.mjs';

/**
 * The custom properties of the theme's stylesheets (`--color-bg` → `#191919`), each with its `var()`
 * references to other tokens written out, so `--color-focus: var(--color-accent-1)` reads as the accent.
 * A later file's declarations replace those of the same name, and copies follow: after the light
 * scheme's tokens, `--color-focus` reads as the light accent.
 */
export function readTokens(...files: string[]): Map<string, string> {
  const declared = declaredTokens(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const where = files.map((file) => displayPath(file)).join(' + ');
  return new Map([...declared.keys()].map((name) => [name, substituted(declared, name, [], where)]));
}

function substituted(declared: Map<string, string>, name: string, through: string[], where: string): string {
  if (through.includes(name)) throw new Error(`${where}: ${[...through, name].join(' → ')} refers back to itself`);
  return (declared.get(name) ?? '').replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^)]*))?\)/g,
    (reference, token: string, fallback?: string) => {
      if (declared.has(token)) return substituted(declared, token, [...through, name], where);
      return fallback?.trim() ?? reference;
    },
  );
}

/**
 * A token's colour as `#rrggbb`, whatever CSS colour syntax it is written in (hex, rgb(), hsl(),
 * oklch(), lab(), color(), a name, or var() of another token): the form SVG renderers and three.js
 * read. A colour outside sRGB is clipped to it, as browsers draw it on an sRGB screen; alpha is dropped.
 */
export function tokenColour(tokens: Map<string, string>, token: string): string {
  const value = tokens.get(token);
  const colour = value === undefined ? undefined : parse(value);
  if (!colour) {
    throw new Error(
      value === undefined
        ? `src/theme/tokens.css has no ${token}`
        : `src/theme/tokens.css: ${token} is "${value}", which the build cannot read as one colour for the share card, icons and WebGL scene (any CSS colour syntax works, and var() of another token; color-mix() does not)`,
    );
  }
  return formatHex(colour);
}

/** A token's length in CSS px (`--photo-size: 349px` → 349). */
export function tokenPx(tokens: Map<string, string>, token: string): number {
  const value = tokens.get(token);
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value ?? '')?.[1];
  if (px === undefined)
    throw new Error(
      `src/theme/tokens.css: ${token} is ${value === undefined ? 'missing' : `"${value}"`}, where the build needs a length in px`,
    );
  return Number(px);
}

/** The hero photo's drawn widths, CSS px, wide and narrow layouts (`--photo-size`, `--photo-size-mobile`). */
export function photoSizeOf(tokens: Map<string, string>): PhotoSize {
  return { wide: tokenPx(tokens, '--photo-size'), narrow: tokenPx(tokens, '--photo-size-mobile') };
}
