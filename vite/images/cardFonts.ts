import { create, type Font } from 'fontkit';
import { readFile } from 'node:fs/promises';
import type { Language } from '../../src/contentShape/types.ts';
import {
  designFont,
  languageFontFamily,
  packageFaces,
  type CodePointRanges,
} from '../../scripts/lib/languageFonts.mjs';

/** One subset file of a font family the cards draw from, with the code points it claims. */
export interface CardFace {
  family: string;
  font: Font;
  ranges: CodePointRanges;
}

/** The weights the cards draw in, the page's two: a name or a title as its headings, a role or a day as its text. */
export const CARD_WEIGHTS = { bold: 600, regular: 400 } as const;

const opened = new Map<string, Promise<Font>>();
/** A font file opened once per build; WOFF, which fontkit reads faster than WOFF2. */
function openFont(woff2: string): Promise<Font> {
  const file = woff2.replace(/\.woff2$/, '.woff');
  if (!opened.has(file))
    opened.set(
      file,
      readFile(file).then((bytes) => create(bytes) as Font),
    );
  return opened.get(file)!;
}

async function familyFaces(family: string, weight: number): Promise<CardFace[]> {
  const faces = await packageFaces(family, weight);
  return Promise.all(faces.map(async ({ file, ranges }) => ({ family, font: await openFont(file), ranges })));
}

/**
 * The faces a card in `language` draws one weight from, in the order a character takes them, as the
 * page does: Poppins's subsets, then those of the language's font (scripts/lib/languageFonts.mjs: the one
 * it names, else Montserrat for Cyrillic, Noto Sans Arabic for Arabic script, none for a language
 * Poppins covers).
 */
export async function cardFaces(language: Pick<Language, 'lang' | 'font'>, weight: number): Promise<CardFace[]> {
  const family = languageFontFamily(language);
  return [...(await familyFaces(designFont, weight)), ...(family ? await familyFaces(family, weight) : [])];
}
