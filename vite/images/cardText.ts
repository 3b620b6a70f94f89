import bidiFactory from 'bidi-js';
import { Buffer, Direction, shape, type Font, type GlyphPosition } from 'harfbuzzjs';
import type { Language } from '../../src/contentShape/types.ts';
import { codePointName, inRange } from '../../scripts/lib/languageFonts.mjs';
import { CARD_WEIGHTS, cardFaces, type CardFace } from './cardFonts.ts';

const bidi = bidiFactory();

/** A glyph HarfBuzz chose: its id in its font, its name there, and the characters it starts drawing ('' for the rest of a cluster). */
export interface CardGlyph {
  id: number;
  name: string;
  text: string;
}

/** A stretch of a line shaped in one face and one direction, its glyphs in visual order (left to right). */
export interface CardRun {
  family: string;
  font: Font;
  unitsPerEm: number;
  glyphs: CardGlyph[];
  positions: GlyphPosition[];
}

/** A line of a card, shaped: its runs left to right, and its width in em. */
export interface CardText {
  runs: CardRun[];
  em: number;
}

/**
 * A space or a control character takes the face of the text before it, so a word and its space are
 * shaped as one run (every face has a space; a control character draws as nothing).
 */
const FOLLOWS_TEXT = /[\p{White_Space}\p{Cc}\p{Cf}]/u;

/** The face of each UTF-16 unit of `text`: the first of `faces` that claims the character and has its glyph. */
function facesOf(text: string, faces: readonly CardFace[], where: string): CardFace[] {
  const chosen: CardFace[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const claims = (face: CardFace) =>
      inRange(face.ranges, codePoint) && face.font.nominalGlyph(codePoint) !== undefined;
    const face = FOLLOWS_TEXT.test(char) ? (chosen.at(-1) ?? faces[0]) : faces.find(claims);
    if (!face) {
      const families = [...new Set(faces.map((candidate) => candidate.family))].join(', ');
      throw new Error(
        `${where}: no font of the card (${families}) has a glyph for "${char}" (${codePointName(char)}) in "${text}"; ` +
          `name a font that has it as the language's \`font\` (a Fontsource family, installed with npm; docs/content.md, "A language's font")`,
      );
    }
    for (let unit = 0; unit < char.length; unit++) chosen.push(face);
  }
  return chosen;
}

/**
 * One run shaped by HarfBuzz, which joins Arabic letters, places marks and attaches Nastaliq's
 * cascading letters (fontkit, the shaper before it, failed on a tenth of Urdu words in Noto Nastaliq
 * Urdu), mirrors brackets in a right-to-left run, and returns the glyphs left to right.
 */
function shapeRun(text: string, { family, font, unitsPerEm }: CardFace, rtl: boolean): CardRun {
  const buffer = new Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(rtl ? Direction.RTL : Direction.LTR);
  shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const clusterStarts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const claimed = new Set<number>();
  const logicalOrder = rtl ? [...infos.keys()].reverse() : [...infos.keys()];
  const texts: string[] = [];
  for (const index of logicalOrder) {
    const { cluster } = infos[index]!;
    if (claimed.has(cluster)) texts[index] = '';
    else {
      claimed.add(cluster);
      texts[index] = text.slice(cluster, clusterStarts.find((start) => start > cluster) ?? text.length);
    }
  }
  return {
    family,
    font,
    unitsPerEm,
    glyphs: infos.map(({ codepoint: id }, index) => ({ id, name: font.glyphName(id), text: texts[index]! })),
    positions: buffer.getGlyphPositions(),
  };
}

/**
 * `text` shaped by HarfBuzz in the faces the page draws it in, its runs put in visual order by the
 * Unicode bidirectional algorithm (bidi-js) in a paragraph of direction `dir`: a shaper orders the glyphs
 * within a run, not the runs of a line. Fails naming `where` and the character when no face has its glyph.
 */
export function shapeCardText(text: string, faces: readonly CardFace[], dir: 'ltr' | 'rtl', where: string): CardText {
  const face = facesOf(text, faces, where);
  const embedding = bidi.getEmbeddingLevels(text, dir);
  const { levels } = embedding;
  const visual = text.split('').map((_, unit) => unit);
  for (const [start = 0, end = 0] of bidi.getReorderSegments(text, embedding))
    visual.splice(start, end - start + 1, ...visual.slice(start, end + 1).reverse());
  const placeOf: number[] = [];
  visual.forEach((unit, place) => (placeOf[unit] = place));

  const logicalRuns: { start: number; end: number }[] = [];
  for (let unit = 0; unit < text.length; unit++) {
    const last = logicalRuns.at(-1);
    if (last && face[unit] === face[last.start] && levels[unit] === levels[last.start]) last.end = unit + 1;
    else logicalRuns.push({ start: unit, end: unit + 1 });
  }
  // A run is one level, so its units stand together on the line, in order or reversed.
  const leftmost = ({ start, end }: { start: number; end: number }) => Math.min(placeOf[start]!, placeOf[end - 1]!);
  const runs = logicalRuns
    .sort((a, b) => leftmost(a) - leftmost(b))
    .map(({ start, end }) => shapeRun(text.slice(start, end), face[start]!, levels[start]! % 2 === 1));
  const em = runs.reduce(
    (sum, run) => sum + run.positions.reduce((width, position) => width + position.xAdvance, 0) / run.unitsPerEm,
    0,
  );
  return { runs, em };
}

const decimal = (value: number) => String(Math.round(value * 100) / 100);

/** The SVG path data of a shaped line at `size` px, starting at `x` on the baseline `baseline`. */
export function cardTextPath({ runs }: CardText, size: number, x: number, baseline: number): string {
  let pen = x;
  const outlines: string[] = [];
  for (const { font, unitsPerEm, glyphs, positions } of runs) {
    const scale = size / unitsPerEm;
    glyphs.forEach((glyph, index) => {
      const { xAdvance, xOffset, yOffset } = positions[index]!;
      const left = pen + xOffset * scale;
      const up = baseline - yOffset * scale;
      for (const { type, values } of font.glyphToJson(glyph.id)) {
        const points = values.map((value, at) => decimal(at % 2 === 0 ? left + value * scale : up - value * scale));
        outlines.push(type + points.join(' '));
      }
      pen += xAdvance * scale;
    });
  }
  return outlines.join('');
}

/** A card's language: its code, its direction and its font. */
export type CardLanguage = Pick<Language, 'lang' | 'dir' | 'font'>;

/** The card language of the site's language `lang`: a case study's, a post's. */
export function siteCardLanguage(languages: readonly [Language, ...Language[]], lang: string): CardLanguage {
  const { dir, font } = languages.find((language) => language.lang === lang) ?? languages[0];
  return { lang, dir, font };
}

/**
 * A card's two lines, shaped in the language's faces (its font looked for in `contentFolder`'s own
 * `fonts/` first): the heading (a name, a title) bold, the line under it regular. A missing glyph fails
 * naming `card` and the language: `share card (ar): …`.
 */
export async function cardLines(
  language: CardLanguage,
  heading: string,
  line: string,
  { card, contentFolder }: { card: string; contentFolder: string },
): Promise<{ heading: CardText; line: CardText }> {
  const [bold, regular] = await Promise.all([
    cardFaces(language, CARD_WEIGHTS.bold, contentFolder),
    cardFaces(language, CARD_WEIGHTS.regular, contentFolder),
  ]);
  const where = `${card} (${language.lang})`;
  return {
    heading: shapeCardText(heading, bold, language.dir, where),
    line: shapeCardText(line, regular, language.dir, where),
  };
}
