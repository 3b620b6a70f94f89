// The fonts a language's page needs beyond Poppins. Poppins (the design's font, latin subset) has no
// Cyrillic and no Arabic, so a language whose text uses another script names a font for it, or gets
// the default for its language; the page then loads, and preloads, only those of that font's subsets
// (Fontsource's unicode-range files) its own text uses, in the two weights the page uses. Latin text
// stays Poppins: the language's font comes first in the font stack, but its faces claim only their
// subsets' ranges. A character no font of the page has fails the build, naming it, instead of tofu.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

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
 * The folder of a family's Fontsource package: the content folder's own `fonts/<package name>/`, laid
 * out as Fontsource's (a font of the owner's that is not on npm; the template's Japanese shape's
 * subset), else the package npm installed. Each caller names the content it draws, so a template's
 * test of its own content never takes a font from the owner's folder.
 * @param {string} family
 * @param {string} [contentFolder] the folder of the content module being drawn; without it, npm's package
 */
export function fontPackageFolder(family, contentFolder) {
  const packageName = fontPackage(family);
  const own = contentFolder && path.join(contentFolder, 'fonts', packageName.replace('@fontsource/', ''));
  if (own && existsSync(path.join(own, `${fontWeights[0]}.css`))) return own;
  try {
    return path.dirname(require.resolve(packageName));
  } catch {
    throw new Error(
      `The font "${family}" is not installed (a language names it as its font): run \`npm install --save-exact ${packageName}\`, or name a family from fontsource.org.`,
    );
  }
}

/**
 * Each face of a Fontsource package's CSS for one weight, as its comment names it (`noto-sans-arabic-arabic-400-normal`,
 * and the numbered slices of a Chinese, Japanese or Korean font, `noto-sans-jp-[119]-400-normal`): its woff2 file and unicode range.
 * @param {string} family
 * @param {number} weight
 * @param {string} [packageFolder] the package's folder; by default `fontPackageFolder`'s
 * @returns {Promise<FontFace[]>}
 */
export async function packageFaces(family, weight, packageFolder = fontPackageFolder(family)) {
  const cssFile = path.join(packageFolder, `${weight}.css`);
  const css = await readFile(cssFile, 'utf8').catch(() => {
    throw new Error(
      `The font "${family}" has no weight ${weight} (${cssFile} is missing); the page uses ${fontWeights.join(' and ')}.`,
    );
  });
  return [...css.matchAll(/\/\*\s*([^*]+?)\s*\*\/\s*@font-face\s*{([^}]*)}/g)].flatMap(([, id = '', body = '']) => {
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range || /italic/.test(id)) return [];
    return [
      {
        family,
        weight,
        id,
        file: path.join(packageFolder, file),
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

/**
 * A font's own line spacing in em (ascent, descent and line gap), what a browser's `line-height: normal` gives it.
 * @param {string} file
 */
const lineSpacing = (file) => {
  const font = glyphsOf(file);
  return (font.ascent - font.descent + font.lineGap) / font.unitsPerEm;
};

/**
 * The line height a language's page takes from its font when that font is drawn far taller than the
 * design's: Nastaliq (Noto Nastaliq Urdu, 2.5 em) steps each word down from its first letter and needs
 * its own spacing, or its lines run into each other. A font within half again Poppins's 1.5 em (Noto
 * Sans Arabic's 2.1, Montserrat's 1.2) keeps the design's line heights: undefined.
 * @param {readonly FontFace[]} faces the language's faces, `languageFaces`'s
 */
export function tallFontLineHeight(faces) {
  const [face] = faces;
  if (!face) return undefined;
  const own = lineSpacing(face.file);
  const design = lineSpacing(designFontFiles()[0]);
  return own >= design * 1.5 ? Math.round(own * 100) / 100 : undefined;
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
 * @param {{ contentFolder?: string; rendered?: readonly string[] }} [more] `contentFolder`: the folder of
 *   the content module, whose own `fonts/` go before npm's (`fontPackageFolder`); `rendered`: the pages as
 *   rendered (days and counts as the language writes them), whose characters take a face where the font
 *   has one and are not required of it (another language's name in the language switch has a font of its own)
 */
export async function languageFaces(language, texts, { contentFolder, rendered = [] } = {}) {
  const family = languageFontFamily(language);
  const required = new Set(beyondDesignFont(texts));
  const beyondPoppins = family ? beyondDesignFont([...texts, ...rendered]) : [];
  if (!family || required.size === 0) return [];
  /** @type {FontFace[]} */
  const faces = [];
  /** @type {Set<string>} */
  const uncovered = new Set();
  for (const weight of fontWeights) {
    const available = await packageFaces(family, weight, fontPackageFolder(family, contentFolder));
    const used = new Set();
    for (const character of beyondPoppins) {
      const codePoint = codePointOf(character);
      const face = available.find(
        (candidate) => inRange(candidate.ranges, codePoint) && glyphsOf(candidate.file).hasGlyphForCodePoint(codePoint),
      );
      if (face) used.add(face);
      else if (required.has(character)) uncovered.add(character);
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

/** @type {Map<string, Promise<Buffer>>} */
const subsets = new Map();
/**
 * A face's file cut down to `text`'s characters, as WOFF2, by HarfBuzz's subsetter, which keeps the
 * shaping (Arabic letters still join): made once per face and text for the whole build.
 * @param {string} file
 * @param {string} text
 * @returns {Promise<Buffer>}
 */
export function subsetOf(file, text) {
  const key = `${file}\n${text}`;
  if (!subsets.has(key))
    subsets.set(
      key,
      readFile(file).then((bytes) => subsetFont(bytes, text, { targetFormat: 'woff2' })),
    );
  return /** @type {Promise<Buffer>} */ (subsets.get(key));
}

/**
 * Writes a cut-down face into the build's assets as `<its file's name><label>-<hash of its bytes>.woff2`.
 * @param {string} file the face's file in its package
 * @param {Buffer} bytes
 * @param {string} dist
 * @param {string} [label] e.g. `-ar-name` for the language switch's
 * @returns {Promise<string>} the name in `assets/`
 */
export async function writeFontAsset(file, bytes, dist, label = '') {
  const name = `${path.basename(file, '.woff2')}${label}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`;
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets', name), bytes);
  return name;
}

/** @type {Map<string, Promise<string>>} */
const writtenSubsets = new Map();
/**
 * A face cut down to `characters` and written into the build's assets, once a build however many pages declare it.
 * @param {FontFace} face
 * @param {string} characters
 * @param {string} dist
 * @returns {Promise<string>} the file's name in `assets/`
 */
function writtenSubset(face, characters, dist) {
  const key = `${face.file}\n${dist}\n${characters}`;
  if (!writtenSubsets.has(key))
    writtenSubsets.set(
      key,
      subsetOf(face.file, characters).then((bytes) => writeFontAsset(face.file, bytes, dist)),
    );
  return /** @type {Promise<string>} */ (writtenSubsets.get(key));
}

/**
 * Writes a language's faces into the build's assets, each cut down to the characters of `texts`, and
 * returns what a page of it adds to its head: a stylesheet (@font-face rules and the font stack) and a
 * preload per file the first screen's words need. Given every text of the language's pages, each page
 * declares the same files, which the browser caches once (a Japanese page's fonts, whole and cut down:
 * docs/performance.md#a-japanese-page). The browser fetches a face when text in its unicode-range shows;
 * a page preloads only its first screen's. Nothing for a language Poppins covers, so such a page loads
 * exactly what it always did.
 * @param {{ lang: string; font?: string }} language
 * @param {readonly string[]} texts every text of the language's pages
 * @param {{ dist: string; base: string; fontStack: string; firstScreen?: readonly string[]; rendered?: readonly string[]; contentFolder?: string }} build
 *   `fontStack`: tokens.css's `--font-body`; `firstScreen`: the words shown before any scrolling (all of `texts` if left out);
 *   `rendered`, `contentFolder`: as `languageFaces` takes them
 */
export async function languageFontHead(
  language,
  texts,
  { dist, base, fontStack, firstScreen = texts, rendered = [], contentFolder },
) {
  const faces = await languageFaces(language, texts, { contentFolder, rendered });
  if (faces.length === 0) return { style: undefined, preloads: [] };
  const preloaded = new Set((await languageFaces(language, firstScreen, { contentFolder })).map((face) => face.file));
  // Spaces and joiners too: Persian and Urdu write a zero-width non-joiner inside words (می‌خواهم).
  const characters = [...new Set([...texts, ...rendered].join(''))].join('');
  const rules = [];
  const preloads = [];
  for (const face of faces) {
    const url = `${base}assets/${await writtenSubset(face, characters, dist)}`;
    rules.push(
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${url}) format('woff2');unicode-range:${face.unicodeRange}}`,
    );
    if (preloaded.has(face.file))
      preloads.push(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`);
  }
  // `:root[lang]`, not `:root`: this style stands before the site's stylesheet, whose `:root` would win a tie.
  const root = `:root[lang="${language.lang}"]`;
  const lineHeight = tallFontLineHeight(faces);
  return {
    style:
      `${rules.join('')}${root}{--font-body:'${faces[0].family}',${fontStack}}` +
      (lineHeight ? `${root} body,${root} body *{line-height:${lineHeight}}` : ''),
    preloads,
  };
}

/**
 * The words a page shows before any scrolling: the header's on every page, and the hero's on a
 * language's main page (src/layout/Header.tsx, src/sections/Hero.tsx).
 * @param {{ logoText?: string; headerMenu?: unknown; owner?: { greeting?: string; name?: string }; typingTitles?: unknown; resume?: { label?: string } | null }} content
 * @param {{ hero: boolean }} page
 */
export function firstScreenTexts({ logoText, headerMenu, owner, typingTitles, resume }, { hero }) {
  const header = [logoText, headerMenu];
  return textsOf(hero ? [...header, owner?.greeting, owner?.name, typingTitles, resume?.label] : header);
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
