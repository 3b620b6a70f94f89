import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { escapeHtml } from '../../src/seo/html.ts';
import { iconSymbolId, type IconTone } from '../../src/ui/iconSymbolId.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { contrast, readableOn } from './contrast.ts';

/** One icon the page shows, as the content names it. */
export interface IconRequest {
  /** Who names the icon, for the build's error message, e.g. `techStack item "Svelte"`. */
  by: string;
  /** A simple-icons slug, or the path of an SVG file relative to `dir`. */
  icon: string;
  tone: IconTone;
  title: string;
  dir: string;
}

const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));

/**
 * The SVG sprite holding one `<symbol>` per distinct icon the content names. Brand icons take their
 * simple-icons colour, lightened to 3:1 against the tile; a near-black brand (GitHub, Rust) would
 * vanish on the dark tile, so it takes the text colour instead. Fails naming every unknown icon.
 */
export function buildSprite(requests: readonly IconRequest[], tile: string): string {
  const symbols = new Map<string, string>();
  const problems: string[] = [];
  for (const request of requests) {
    const id = iconSymbolId(request.icon, request.tone);
    if (symbols.has(id)) continue;
    try {
      symbols.set(id, symbolFor(request, id, tile));
    } catch (error) {
      problems.push(`${request.by}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new Error(`icons:\n  ${problems.join('\n  ')}`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join('')}</svg>\n`;
}

function symbolFor(request: IconRequest, id: string, tile: string): string {
  if (request.icon.endsWith('.svg')) return fileSymbol(path.join(request.dir, request.icon), id, request.title);
  const icon = bySlug.get(request.icon);
  if (!icon) {
    throw new Error(
      `"${request.icon}" is not a simple-icons slug (see https://simpleicons.org) nor an .svg file under ${displayPath(request.dir)}/`,
    );
  }
  const brand = `#${icon.hex}`;
  const fill = request.tone === 'text' || contrast(brand, tile) < 1.5 ? 'currentColor' : readableOn(tile, brand);
  return symbol(id, '0 0 24 24', request.title, `<path fill="${fill}" d="${icon.path}"/>`);
}

function fileSymbol(file: string, id: string, title: string): string {
  if (!existsSync(file)) throw new Error(`${displayPath(file)} not found`);
  const svg = readFileSync(file, 'utf8').match(/<svg\b([^>]*)>([\s\S]*)<\/svg>/);
  if (!svg) throw new Error(`${displayPath(file)} is not an <svg> file`);
  const viewBox = svg[1]!.match(/viewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error(`${displayPath(file)} has no viewBox`);
  return symbol(id, viewBox, title, svg[2]!.replace(/<title>[\s\S]*?<\/title>/g, '').trim());
}

function symbol(id: string, viewBox: string, title: string, body: string): string {
  return `<symbol id="${id}" viewBox="${viewBox}"><title>${escapeHtml(title)}</title>${body}</symbol>`;
}
