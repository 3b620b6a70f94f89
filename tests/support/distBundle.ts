import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { wordsChunkFile } from '../../scripts/lib/wordsChunk.mjs';
import { testOutDir } from '../servers';

/**
 * Reads the production build the e2e suites serve (`dist-test/`) the way a browser would meet it: what `index.html` asks for
 * before first paint, and which chunks each chunk pulls in with a static `import`.
 */
export const distDir = path.resolve(import.meta.dirname, '../..', testOutDir);

export const KB = 1024;
/** The budget of a page's start-up JS (`startupScripts`), gzip (docs/testing.md#budgets). */
export const STARTUP_JS_BUDGET = 90 * KB;

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function fileGzipSize(file: string): number {
  return gzipSize(readFileSync(file));
}

/** Every file under `dir`, as absolute paths. */
export function filesUnder(dir: string = distDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).isFile());
}

/** A page of a build: `index.html` of `dist-test/` unless told otherwise. */
export interface BuiltPage {
  dir?: string;
  page?: string;
}

export function indexHtml({ dir = distDir, page = 'index.html' }: BuiltPage = {}): string {
  return readFileSync(path.join(dir, page), 'utf8');
}

/** Maps a URL from a page (with the build's base path) to its file in the build folder. */
function fileOf(url: string, dir: string = distDir): string {
  const assetsAt = url.indexOf('assets/');
  if (assetsAt === -1) throw new Error(`not an asset URL: ${url}`);
  return path.join(dir, url.slice(assetsAt));
}

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  return [...html.matchAll(tag)].map((match) => {
    const value = new RegExp(`\\s${attribute}="([^"]+)"`).exec(match[0])?.[1];
    if (!value) throw new Error(`no ${attribute} in ${match[0]}`);
    return value;
  });
}

const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The chunks `file` names in its imports of the given form (its first group: a sibling file). */
function importsOf(file: string, form: RegExp): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(form)].map((match) => path.join(path.dirname(file), match[1] ?? ''));
}

/** Chunks a chunk imports with `import()`. */
const dynamicImports = (file: string) => importsOf(file, DYNAMIC_IMPORT);

/**
 * The bootstrap a page loads and what it imports once the page has painted: the app and, on a site in
 * several languages, the page's language's words (no other's), with their static imports:
 * the JS a visitor downloads before the page answers its buttons.
 */
export function startupScripts(builtPage: BuiltPage = {}): string[] {
  const html = indexHtml(builtPage);
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '';
  const entries = attributeValues(html, /<script\b[^>]*type="module"[^>]*\bsrc="[^"]+"[^>]*>/g, 'src').map((url) =>
    fileOf(url, builtPage.dir),
  );
  const otherWords = (file: string) =>
    /\.words-/.test(path.basename(file)) && wordsChunkFile([path.basename(file)], lang) === undefined;
  const loaded = entries.flatMap(dynamicImports).filter((file) => !otherWords(file));
  return [...new Set([...entries, ...loaded].flatMap((file) => [...staticClosure(file)]))];
}

/** Stylesheets the first paint waits for: every linked one but those for print only. */
export function firstPaintStylesheets(): string[] {
  return attributeValues(indexHtml(), /<link\b(?![^>]*\bmedia="print")[^>]*rel="stylesheet"[^>]*>/g, 'href').map(
    (url) => fileOf(url),
  );
}

/** Stylesheets linked for print only (a screen neither waits for nor applies them). */
export function printStylesheets(): string[] {
  return attributeValues(indexHtml(), /<link\b(?=[^>]*\bmedia="print")[^>]*rel="stylesheet"[^>]*>/g, 'href').map(
    (url) => fileOf(url),
  );
}

/** Chunks a chunk imports statically (the browser fetches them before it runs). */
export const staticImports = (file: string) => importsOf(file, STATIC_IMPORT);

/** The chunk and everything it imports statically, transitively. */
export function staticClosure(file: string, seen: Set<string> = new Set()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dependency of staticImports(file)) staticClosure(dependency, seen);
  return seen;
}

export function jsChunks(): string[] {
  return filesUnder(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
}

/** Chunks nothing imports statically and start-up does not load: reached only by a later `import()`. */
export function lazyEntries(): string[] {
  const startup = new Set(startupScripts());
  const imported = new Set(jsChunks().flatMap(staticImports));
  return jsChunks().filter((file) => !startup.has(file) && !imported.has(file));
}

export function contains(files: Iterable<string>, marker: RegExp): boolean {
  return [...files].some((file) => marker.test(readFileSync(file, 'utf8')));
}

/** Strings that survive minification of three.js and of Leva. */
export const THREE_MARKER = /isWebGLRenderer/;
export const LEVA_MARKER = /leva__(?:root|panel)/;
