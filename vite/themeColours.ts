import { readFileSync } from 'node:fs';

/** The `--color-*` hex values of src/theme/tokens.css, by name without the prefix (`bg`, `accent-1`, …). */
export function themeColours(tokensFile: string): Record<string, string> {
  const css = readFileSync(tokensFile, 'utf8');
  return Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [name!, hex!]));
}

/** `--color-name` from the tokens, or an error naming the missing token. */
export function themeColour(colours: Record<string, string>, name: string): string {
  const hex = colours[name];
  if (!hex) throw new Error(`src/theme/tokens.css has no --color-${name} hex value`);
  return hex;
}
