import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import type { GeneratedCv, Language } from '../../src/contentShape/types.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import {
  codePointName,
  fontPackageFolder,
  languageFontFamily,
  packageFaces,
} from '../../scripts/lib/languageFonts.mjs';
import { BULLET, type CvModel, type CvText } from './cvModel.ts';

const require = createRequire(import.meta.url);

/** The site's Poppins, Latin letters, as WOFF (the PDF's font subsetter cannot read WOFF2). */
const POPPINS = {
  regular: require.resolve('@fontsource/poppins/files/poppins-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/poppins/files/poppins-latin-600-normal.woff'),
};
/** The weights of a language's own font the CV's regular and bold text take, as on the page. */
const FONT_WEIGHTS = { regular: 400, bold: 600 };

export type Weight = keyof typeof POPPINS;

/** A font of the CV: its name in the PDF, its file, its bytes and its glyphs. */
export interface CvFace {
  name: string;
  file: string;
  bytes: Buffer;
  font: Font;
}

/** Each weight's fonts, in the order a character takes them: the first with its glyph. */
export type CvFonts = Record<Weight, readonly CvFace[]>;

/** A stretch of text drawn in one font. */
export interface FontPiece {
  text: string;
  face: CvFace;
}

async function loadFace(file: string, name: string, by: string): Promise<CvFace> {
  const shown = displayPath(file);
  if (!/\.(woff|ttf|otf)$/i.test(file))
    throw new Error(`${by}: ${shown} is not a .woff, .ttf or .otf font (WOFF2 cannot be embedded in the PDF)`);
  const bytes = await readFile(file).catch(() => {
    throw new Error(`${by}: ${shown} not found`);
  });
  let font: Font;
  try {
    font = create(bytes) as Font;
  } catch {
    throw new Error(`${by}: ${shown} is not a font file`);
  }
  return { name, file: shown, bytes, font };
}

/** Whether a family's letters join by cursive attachment (GPOS `curs`), as Nastaliq's step down along a word. */
async function joinsByCursiveAttachment(family: string, contentDir: string): Promise<boolean> {
  const [face] = await packageFaces(family, FONT_WEIGHTS.regular, fontPackageFolder(family, contentDir));
  if (!face) return false;
  const font = create(await readFile(face.file.replace(/\.woff2$/, '.woff'))) as Font & {
    GPOS?: { featureList?: { tag: string }[] };
  };
  return font.GPOS?.featureList?.some((feature) => feature.tag === 'curs') ?? false;
}

/** The languages the build has warned of once: its client and server parts both write the CV. */
const warnedOfCursive = new Set<string>();

/**
 * The family the CV draws a language's own script in: its font, unless that font joins letters by
 * cursive attachment, which the CV cannot draw (cvRtl.ts sets each Arabic letter as its presentation
 * form, one glyph after another); then the default font of its script (Noto Sans Arabic for Urdu in
 * Noto Nastaliq Urdu), and the build says so. The page and the share cards keep the language's font.
 */
async function cvFamily(language: Pick<Language, 'lang' | 'font'>, contentDir: string): Promise<string | undefined> {
  const family = languageFontFamily(language);
  if (!family || !(await joinsByCursiveAttachment(family, contentDir))) return family;
  const fallback = languageFontFamily({ lang: language.lang });
  if (warnedOfCursive.has(language.lang)) return fallback;
  warnedOfCursive.add(language.lang);
  console.warn(
    `CV (${language.lang}): ${family} joins its letters by cursive attachment, which the CV's PDF cannot draw; ` +
      `the CV sets them in ${fallback ?? 'Poppins'} (docs/content.md, "A language's font"). The page and the share cards keep ${family}.`,
  );
  return fallback;
}

/**
 * The files a weight is drawn from: those `resume.cv.fonts` names, or Poppins followed by the subsets of
 * the language's font (scripts/lib/languageFonts.mjs picks it: Montserrat for Cyrillic, Noto Sans Arabic
 * for Arabic, none for a language Poppins covers; `cvFamily` one the CV can draw), as WOFF, so Latin stays Poppins as on the page.
 */
async function fontFiles(
  cv: GeneratedCv,
  family: string | undefined,
  weight: Weight,
  contentDir: string,
): Promise<string[]> {
  if (cv.fonts) return [path.join(contentDir, cv.fonts[weight])];
  const subsets = family ? await packageFaces(family, FONT_WEIGHTS[weight], fontPackageFolder(family, contentDir)) : [];
  return [POPPINS[weight], ...subsets.map((face: { file: string }) => face.file.replace(/\.woff2$/, '.woff'))];
}

/** Every text of the CV with the weight the PDF sets it in: names, headings and titles bold. */
export function textsByWeight(model: CvModel): [CvText, Weight][] {
  const regular = (text: CvText): [CvText, Weight] => [text, 'regular'];
  const texts: [CvText, Weight][] = [
    [model.name, 'bold'],
    regular(model.role),
    ...model.contact.flat().map(regular),
    regular(BULLET),
  ];
  for (const block of model.blocks) {
    texts.push([block.heading, 'bold'], ...(block.paragraph ?? []).map(regular));
    for (const entry of block.entries) {
      texts.push(...entry.title.map((text): [CvText, Weight] => [text, 'bold']));
      texts.push(...[...entry.lines.flat(), ...entry.bullets, ...(entry.footer ?? [])].map(regular));
    }
  }
  return texts;
}

/** A face's ascender and line height (its gap included), per point of size, as PDFKit measures them. */
export function faceMetrics({ font }: CvFace): { ascender: number; lineHeight: number } {
  const perPoint = 1 / font.unitsPerEm;
  return { ascender: font.ascent * perPoint, lineHeight: (font.ascent + font.lineGap - font.descent) * perPoint };
}

const hasGlyph = (face: CvFace, char: string) => face.font.hasGlyphForCodePoint(char.codePointAt(0)!);
const isSpace = (char: string) => /\s/.test(char);

/**
 * `text` cut where the font changes: each character in the first of `faces` that has its glyph, a
 * space in the font of the text before it, so a word and the space after it are one run.
 */
export function fontPieces(text: string, faces: readonly CvFace[]): FontPiece[] {
  const pieces: FontPiece[] = [];
  for (const char of text) {
    const last = pieces.at(-1);
    const face =
      last && isSpace(char) ? last.face : (faces.find((candidate) => hasGlyph(candidate, char)) ?? faces[0]!);
    if (last?.face === face) last.text += char;
    else pieces.push({ text: char, face });
  }
  return pieces;
}

/**
 * What to do about a letter no font of the CV has. With fonts of the CV's own, which draw every letter:
 * other fonts there. Otherwise first the language's `font`, the fix for the page and the CV alike (the
 * page leaves a script its fonts lack to the visitor's system fonts, a PDF cannot).
 */
function missingGlyphFix(cv: GeneratedCv): string {
  const cvOwn = 'name fonts that have it in resume.cv.fonts';
  if (cv.fonts) return cvOwn;
  return `name a font that has it as the language's \`font\` (a Fontsource family, installed with npm; docs/content.md, "A language's font"): the page and the CV both take it; or ${cvOwn}`;
}

/**
 * The fonts of the CV, checked against its texts. Fails naming the content item and the character
 * when no font of its weight has a glyph for a letter the CV prints, and when a text the CV prints is empty.
 */
export async function cvFonts(
  model: CvModel,
  cv: GeneratedCv,
  language: Pick<Language, 'lang' | 'font'>,
  contentDir: string,
): Promise<CvFonts> {
  const family = cv.fonts ? undefined : await cvFamily(language, contentDir);
  const load = async (weight: Weight) => {
    const files = await fontFiles(cv, family, weight, contentDir);
    return Promise.all(
      files.map((file, index) =>
        loadFace(file, index === 0 ? weight : `${weight}-${index}`, `resume.cv.fonts.${weight}`),
      ),
    );
  };
  const fonts: CvFonts = { regular: await load('regular'), bold: await load('bold') };
  for (const [text, weight] of textsByWeight(model)) {
    if (typeof text.text !== 'string' || text.text.trim() === '')
      throw new Error(`${text.from}: empty, and the CV prints it`);
    const faces = fonts[weight];
    const missing = Array.from(text.text).find((char) => !isSpace(char) && !faces.some((face) => hasGlyph(face, char)));
    if (missing) {
      const named =
        faces.length === 1 ? `font ${faces[0]!.file} has` : `fonts (${faces.map((face) => face.file).join(', ')}) have`;
      throw new Error(
        `${text.from}: the CV's ${weight} ${named} no glyph for "${missing}" (${codePointName(missing)}) in "${text.text}"; ${missingGlyphFix(cv)}`,
      );
    }
  }
  return fonts;
}
