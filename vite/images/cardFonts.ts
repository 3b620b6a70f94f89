import { Blob, Face, Font } from 'harfbuzzjs';
import { readFile } from 'node:fs/promises';
import type { Language } from '../../src/contentShape/types.ts';
import {
  designFont,
  fontPackageFolder,
  languageFontFamily,
  packageFaces,
  type CodePointRanges,
} from '../../scripts/lib/languageFonts.mjs';
import { sfntOfWoff } from './sfntOfWoff.ts';

/** One subset file of a font family the cards draw from, with the code points it claims, opened by HarfBuzz. */
export interface CardFace {
  family: string;
  font: Font;
  unitsPerEm: number;
  ranges: CodePointRanges;
}

/** The weights the cards draw in, the page's two: a name or a title as its headings, a role or a day as its text. */
export const CARD_WEIGHTS = { bold: 600, regular: 400 } as const;

const opened = new Map<string, Promise<{ font: Font; unitsPerEm: number }>>();
/** A font file opened once per build: its WOFF, which unpacks with zlib alone (WOFF2's tables are transformed). */
function openFont(woff2: string): Promise<{ font: Font; unitsPerEm: number }> {
  const file = woff2.replace(/\.woff2$/, '.woff');
  if (!opened.has(file))
    opened.set(
      file,
      readFile(file).then((bytes) => {
        const face = new Face(new Blob(sfntOfWoff(bytes)));
        return { font: new Font(face), unitsPerEm: face.upem };
      }),
    );
  return opened.get(file)!;
}

async function familyFaces(family: string, weight: number, contentFolder?: string): Promise<CardFace[]> {
  const faces = await packageFaces(family, weight, fontPackageFolder(family, contentFolder));
  return Promise.all(faces.map(async ({ file, ranges }) => ({ family, ...(await openFont(file)), ranges })));
}

/**
 * The faces a card in `language` draws one weight from, in the order a character takes them, as the
 * page does: Poppins's subsets, then those of the language's font (scripts/lib/languageFonts.mjs: the one
 * it names, else Montserrat for Cyrillic, Noto Sans Arabic for Arabic script, none for a language
 * Poppins covers), looked for in `contentFolder`'s own `fonts/` first (`fontPackageFolder`).
 */
export async function cardFaces(
  language: Pick<Language, 'lang' | 'font'>,
  weight: number,
  contentFolder: string,
): Promise<CardFace[]> {
  const family = languageFontFamily(language);
  return [
    ...(await familyFaces(designFont, weight)),
    ...(family ? await familyFaces(family, weight, contentFolder) : []),
  ];
}
