import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import type { GeneratedCv } from '../../src/content/types.ts';
import type { CvFonts } from './cvPdf.ts';
import { BULLET, type CvModel, type CvText } from './cvModel.ts';

const require = createRequire(import.meta.url);

/** The site's Poppins, Latin letters, as WOFF (the PDF's font subsetter cannot read WOFF2). */
const POPPINS = {
  regular: require.resolve('@fontsource/poppins/files/poppins-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/poppins/files/poppins-latin-600-normal.woff'),
};

type Weight = keyof CvFonts;

interface LoadedFont {
  file: string;
  bytes: Buffer;
  font: Font;
}

async function loadFont(cv: GeneratedCv, weight: Weight, contentDir: string): Promise<LoadedFont> {
  const by = `resume.cv.fonts.${weight}`;
  const file = cv.fonts ? path.join(contentDir, cv.fonts[weight]) : POPPINS[weight];
  const shown = path.relative(process.cwd(), file);
  if (!/\.(woff|ttf|otf)$/i.test(file)) throw new Error(`${by}: ${shown} is not a .woff, .ttf or .otf font (WOFF2 cannot be embedded in the PDF)`);
  const bytes = await readFile(file).catch(() => {
    throw new Error(`${by}: ${shown} not found`);
  });
  let font: Font;
  try {
    font = create(bytes) as Font;
  } catch {
    throw new Error(`${by}: ${shown} is not a font file`);
  }
  return { file: shown, bytes, font };
}

/** Every text of the CV with the weight the PDF sets it in: names, headings and titles bold. */
function textsByWeight(model: CvModel): [CvText, Weight][] {
  const regular = (text: CvText): [CvText, Weight] => [text, 'regular'];
  const texts: [CvText, Weight][] = [[model.name, 'bold'], regular(model.role), ...model.contact.flat().map(regular), regular(BULLET)];
  for (const block of model.blocks) {
    texts.push([block.heading, 'bold'], ...(block.paragraph ?? []).map(regular));
    for (const entry of block.entries) {
      texts.push(...entry.title.map((text): [CvText, Weight] => [text, 'bold']));
      texts.push(...[...entry.lines.flat(), ...entry.bullets, ...(entry.footer ?? [])].map(regular));
    }
  }
  return texts;
}

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The two fonts of the CV, checked against its texts. Fails naming the content item and the character
 * when a font has no glyph for a letter the CV prints, and when a text the CV prints is empty.
 */
export async function cvFonts(model: CvModel, cv: GeneratedCv, contentDir: string): Promise<CvFonts> {
  const fonts = { regular: await loadFont(cv, 'regular', contentDir), bold: await loadFont(cv, 'bold', contentDir) };
  for (const [text, weight] of textsByWeight(model)) {
    if (typeof text.text !== 'string' || text.text.trim() === '') throw new Error(`${text.from}: empty, and the CV prints it`);
    const missing = Array.from(text.text).find((char) => !/\s/.test(char) && !fonts[weight].font.hasGlyphForCodePoint(char.codePointAt(0)!));
    if (missing) {
      throw new Error(
        `${text.from}: the CV's ${weight} font ${fonts[weight].file} has no glyph for "${missing}" (${codePoint(missing)}) in "${text.text}"; name fonts that have it in resume.cv.fonts`,
      );
    }
  }
  return { regular: fonts.regular.bytes, bold: fonts.bold.bytes };
}
