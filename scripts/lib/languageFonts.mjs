// The fonts a language's page needs beyond Poppins. Poppins (the design's font, latin subset) has no
// Cyrillic and no Arabic, so a language whose text uses another script names a font for it, or gets
// the default for its language; the page then loads, and preloads, only those of that font's subsets
// (Fontsource's unicode-range files) its own text uses, in the two weights the page uses. Latin text
// stays Poppins: the language's font comes first in the font stack, but its faces claim only their
// subsets' ranges. A character no font of the page has fails the build, naming it, instead of tofu.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The design's font: what every page loads (src/theme/fonts.ts) and tokens.css names first. */
export const designFont = 'Poppins';
/** The weights the page uses (src/theme/fonts.ts imports the same two of Poppins). */
export const fontWeights = [400, 600];

/**
 * The font a language gets when its content names none, by its primary language subtag: Montserrat,
 * a geometric sans like Poppins, for languages written in Cyrillic; Noto Sans Arabic, made for every
 * language written in Arabic script (Persian and Urdu letters included).
 */
const defaultFonts = {
  Montserrat: ['ru', 'uk', 'be', 'bg', 'sr', 'mk', 'kk', 'ky', 'tg', 'mn'],
  'Noto Sans Arabic': ['ar', 'fa', 'ur', 'ps', 'ckb', 'sd', 'ug'],
};

/**
 * The family a language's text uses beyond Poppins, or undefined when Poppins is all it needs.
 * @param {{ lang: string; font?: string }} language
 * @returns {string | undefined}
 */
export function languageFontFamily({ lang, font }) {
  const named =
    font ?? Object.entries(defaultFonts).find(([, langs]) => langs.includes(lang.split('-')[0].toLowerCase()))?.[0];
  return named === designFont ? undefined : named;
}

/**
 * Fontsource's package for a family: 'Noto Sans Arabic' → '@fontsource/noto-sans-arabic'.
 * @param {string} family
 */
export function fontPackage(family) {
  return `@fontsource/${family.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/** @typedef {[first: number, last: number][]} CodePointRanges */

/**
 * `U+0600-06FF,U+204F` (and `U+4??`) as [first, last] code point pairs.
 * @param {string} range
 * @returns {CodePointRanges}
 */
export function parseUnicodeRange(range) {
  return range.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first.replace(/\?/g, '0'), 16), Number.parseInt(last.replace(/\?/g, 'F'), 16)];
  });
}

/**
 * @param {CodePointRanges} ranges
 * @param {number} codePoint
 */
export const inRange = (ranges, codePoint) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * A character as build messages name it: `U+041F`.
 * @param {string} character
 */
export const codePointName = (character) => `U+${codePointOf(character).toString(16).toUpperCase().padStart(4, '0')}`;

/** @param {string} character */
const codePointOf = (character) => /** @type {number} */ (character.codePointAt(0));

/** @typedef {{ family: string, weight: number, id: string, file: string, ranges: CodePointRanges, unicodeRange: string }} FontFace */

/**
 * Each subset face of a Fontsource package's CSS for one weight: subset name, woff2 path, unicode range.
 * @param {string} family
 * @param {number} weight
 * @returns {Promise<FontFace[]>}
 */
export async function packageFaces(family, weight) {
  const packageName = fontPackage(family);
  let cssFile;
  try {
    cssFile = require.resolve(`${packageName}/${weight}.css`);
  } catch {
    throw new Error(
      `The font "${family}" is not installed (a language names it as its font): run \`npm install --save-exact ${packageName}\`, or name a family from fontsource.org.`,
    );
  }
  const css = await readFile(cssFile, 'utf8');
  return [...css.matchAll(/\/\*\s*([\w-]+)\s*\*\/\s*@font-face\s*{([^}]*)}/g)].flatMap(([, id = '', body = '']) => {
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range || /italic/.test(id)) return [];
    return [
      {
        family,
        weight,
        id,
        file: path.join(path.dirname(cssFile), file),
        ranges: parseUnicodeRange(range),
        unicodeRange: range.trim(),
      },
    ];
  });
}

/** @type {Map<string, fontkit.Font>} */
const openedFonts = new Map();
/** @param {string} file */
function glyphsOf(file) {
  let font = openedFonts.get(file);
  if (!font) openedFonts.set(file, (font = /** @type {fontkit.Font} */ (fontkit.openSync(file))));
  return font;
}

/** The design font's files the page always loads (src/theme/fonts.ts), one per weight. */
function designFontFiles() {
  return fontWeights.map((weight) => require.resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`));
}

/**
 * Every character a language's texts use that needs a glyph (not spaces or controls), once each.
 * @param {readonly string[]} texts
 */
export function charactersOf(texts) {
  return [...new Set([...texts.join('')])].filter((character) => /[^\p{White_Space}\p{Cc}\p{Cf}]/u.test(character));
}

/**
 * The characters of `texts` Poppins lacks in one of the page's weights.
 * @param {readonly string[]} texts
 */
export function beyondDesignFont(texts) {
  const poppins = designFontFiles().map(glyphsOf);
  return charactersOf(texts).filter(
    (character) => !poppins.every((font) => font.hasGlyphForCodePoint(codePointOf(character))),
  );
}

/**
 * The faces a language's page needs: those subsets of its font, in each weight, that hold a
 * character of its texts Poppins lacks. Throws, naming the characters, if a character is in none of
 * them. A language with no font of its own (named or default: English, say) gets none: any other
 * script in its texts is left to the visitor's system fonts, as before languages existed.
 * @param {{ lang: string; font?: string }} language
 * @param {readonly string[]} texts every text of the language's page
 */
export async function languageFaces(language, texts) {
  const family = languageFontFamily(language);
  const beyondPoppins = family ? beyondDesignFont(texts) : [];
  if (!family || beyondPoppins.length === 0) return [];
  /** @type {FontFace[]} */
  const faces = [];
  /** @type {Set<string>} */
  const uncovered = new Set();
  for (const weight of fontWeights) {
    const available = await packageFaces(family, weight);
    const used = new Set();
    for (const character of beyondPoppins) {
      const codePoint = codePointOf(character);
      const face = available.find(
        (candidate) => inRange(candidate.ranges, codePoint) && glyphsOf(candidate.file).hasGlyphForCodePoint(codePoint),
      );
      if (face) used.add(face);
      else uncovered.add(character);
    }
    faces.push(...available.filter((face) => used.has(face)));
  }
  if (uncovered.size > 0) {
    const named = [...uncovered].map((character) => `"${character}" ${codePointName(character)}`).join(', ');
    throw new Error(
      `Language "${language.lang}": ${named} ${uncovered.size === 1 ? 'is' : 'are'} in no font of its page (${designFont}, ${family}). ` +
        `Name a font that covers ${uncovered.size === 1 ? 'it' : 'them'} as the language's \`font\` (a Fontsource family, installed with npm).`,
    );
  }
  return faces;
}

/**
 * Copies a language's faces into the build's assets (content-hashed names) and returns what its page
 * adds to its head: a stylesheet (@font-face rules and the font stack) and a preload per file.
 * Nothing for a language Poppins covers, so such a page loads exactly what it always did.
 * @param {{ lang: string; font?: string }} language
 * @param {readonly string[]} texts
 * @param {{ dist: string; base: string; fontStack: string }} build `fontStack`: tokens.css's `--font-body`
 */
export async function languageFontHead(language, texts, { dist, base, fontStack }) {
  const faces = await languageFaces(language, texts);
  if (faces.length === 0) return { style: undefined, preloads: [] };
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const rules = [];
  const preloads = [];
  for (const face of faces) {
    const bytes = await readFile(face.file);
    const name = `${path.basename(face.file, '.woff2')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`;
    await copyFile(face.file, path.join(dist, 'assets', name));
    const url = `${base}assets/${name}`;
    rules.push(
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${url}) format('woff2');unicode-range:${face.unicodeRange}}`,
    );
    preloads.push(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`);
  }
  // `:root[lang]`, not `:root`: this style stands before the site's stylesheet, whose `:root` would win a tie.
  return {
    style: `${rules.join('')}:root[lang="${language.lang}"]{--font-body:'${faces[0].family}',${fontStack}}`,
    preloads,
  };
}

/**
 * The design's font stack, tokens.css's `--font-body`, which a language's font goes in front of.
 * @param {string} root
 */
export async function designFontStack(root) {
  const tokens = await readFile(path.join(root, 'src/theme/tokens.css'), 'utf8');
  const stack = /--font-body:\s*([^;]+);/.exec(tokens)?.[1];
  if (!stack) throw new Error('src/theme/tokens.css: --font-body is missing; the language fonts go in front of it.');
  return stack.trim();
}

/**
 * Every string in a language's content, however deep, for `languageFaces`.
 * @param {unknown} content
 * @returns {string[]}
 */
export function textsOf(content) {
  if (typeof content === 'string') return [content];
  if (Array.isArray(content)) return content.flatMap(textsOf);
  if (content && typeof content === 'object') return Object.values(content).flatMap(textsOf);
  return [];
}
