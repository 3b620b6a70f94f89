/** How an icon is painted: in its brand colours on a tile, or in the surrounding text colour. */
export type IconTone = 'brand' | 'text';

/**
 * The sprite symbol of a content icon. `icon` is a simple-icons slug (`svelte`) or the path of an SVG
 * file under src/content/ (`icons/my-tool.svg`); the build (vite/icons/) makes a symbol for each.
 */
export function iconSymbolId(icon: string, tone: IconTone): string {
  const name = icon.endsWith('.svg') ? `file-${icon.slice(0, -'.svg'.length)}` : icon;
  return `${tone}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}
