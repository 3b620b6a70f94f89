import bidiFactory from 'bidi-js';
import { arabicForms } from './arabicForms.ts';
import { faceMetrics, fontPieces, type CvFace, type CvFonts, type Weight } from './cvFonts.ts';

const bidi = bidiFactory();

/**
 * How fontkit lays out a segment: as one run (PDFKit would lay it out word by word, left to right), and
 * without the composition and required ligatures (ccmp, rlig) that take a presentation form apart into a
 * dotless letter and its dots or marks again (arabicForms.ts), so each glyph stands for one letter. Also
 * how right-to-left text is measured: every glyph PDFKit meets keeps the letter it was first met as.
 */
export const PRESENTATION_FEATURES = { ccmp: false, rlig: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** A text of a right-to-left paragraph, and the link it is. */
export interface RtlRun {
  text: string;
  link?: string | null;
}

/** Where a right-to-left paragraph goes: its lines end at `right` and are at most `width` wide. */
export interface RtlBox {
  right: number;
  width: number;
  size: number;
  weight: Weight;
}

/** A stretch of a line drawn with one call: one run, one font, one direction. Indices into the paragraph's text. */
interface Segment {
  start: number;
  end: number;
  run: number;
  face: CvFace;
  rtl: boolean;
}

/** Each UTF-16 unit of the paragraph's text with its run and font, the text with right-to-left mirrored characters swapped. */
function characters(runs: readonly RtlRun[], faces: readonly CvFace[]) {
  const run: number[] = [];
  const face: CvFace[] = [];
  runs.forEach((item, index) => {
    for (const piece of fontPieces(item.text, faces)) {
      for (let unit = 0; unit < piece.text.length; unit++) {
        run.push(index);
        face.push(piece.face);
      }
    }
  });
  const logical = runs.map((item) => item.text).join('');
  const levels = bidi.getEmbeddingLevels(logical, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(logical, levels.levels);
  const text = logical
    .split('')
    .map((unit, index) => mirrored.get(index) ?? unit)
    .join('');
  return { text, levels, run, face };
}

const SPACE = /\s/;

const directions = new WeakMap<CvFace, Map<string, boolean>>();
/** Whether fontkit lays `text` out right to left, reversing its glyphs (it does for a text whose first letter is of a right-to-left script). */
function reversedByFontkit(face: CvFace, text: string): boolean {
  if (!directions.has(face)) directions.set(face, new Map());
  const known = directions.get(face)!;
  if (!known.has(text)) known.set(text, face.font.layout(text).direction === 'rtl');
  return known.get(text)!;
}

/** The paragraph cut into lines, as [start, end) of its text, each without the spaces it ends on, at most `width` wide where a word allows. */
function lineBreaks(text: string, width: number, measure: (start: number, end: number) => number): [number, number][] {
  const lines: [number, number][] = [];
  let start = 0;
  let fitted = 0;
  let at = 0;
  const trimmed = (end: number) => {
    while (end > start && SPACE.test(text[end - 1]!)) end--;
    return end;
  };
  while (at < text.length) {
    let wordEnd = at;
    while (wordEnd < text.length && !SPACE.test(text[wordEnd]!)) wordEnd++;
    while (wordEnd < text.length && SPACE.test(text[wordEnd]!)) wordEnd++;
    if (fitted > start && measure(start, trimmed(wordEnd)) > width) {
      lines.push([start, trimmed(fitted)]);
      start = fitted;
    }
    fitted = wordEnd;
    at = wordEnd;
  }
  if (trimmed(text.length) > start) lines.push([start, trimmed(text.length)]);
  return lines;
}

/**
 * A paragraph written right to left, as the Unicode bidirectional algorithm (bidi-js) orders it: lines
 * right-aligned, Arabic from right to left, a name, an address or a number inside it from left to
 * right. PDFKit would lay each word out from left to right, so each line is cut into segments (one
 * run, one font, one direction), placed here. Arabic letters go in their presentation forms
 * (arabicForms.ts); fontkit reverses the glyphs of a text in a right-to-left script, so a segment it
 * would not reverse and should be, or the other way round, is handed over reversed. Segments are
 * drawn in the paragraph's order, so its structure and its text read in order. `draw` is called for
 * each segment with its run's index and a function that writes it.
 */
export function writeRtl(
  doc: PDFKit.PDFDocument,
  fonts: CvFonts,
  runs: readonly RtlRun[],
  box: RtlBox,
  draw: (run: number, write: () => void) => void,
) {
  const faces = fonts[box.weight];
  const primary = faces[0]!;
  const { text, levels, run, face } = characters(
    runs.map((item) => ({ ...item, text: arabicForms(item.text) })),
    faces,
  );
  const options = { lineBreak: false, features: PRESENTATION_FEATURES };
  const segmentText = (segment: Segment) => {
    const logical = text.slice(segment.start, segment.end);
    const fontkitReverses = reversedByFontkit(segment.face, logical);
    return fontkitReverses === segment.rtl ? logical : [...logical].reverse().join('');
  };
  const width = (segment: Segment) =>
    doc.font(segment.face.name).fontSize(box.size).widthOfString(segmentText(segment), options);
  const segmentsOf = (start: number, end: number): Segment[] => {
    // The whole text's indices, the line's reordered.
    const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
    const segments: Segment[] = [];
    for (const index of order) {
      const rtl = levels.levels[index]! % 2 === 1;
      const last = segments.at(-1);
      const follows =
        last &&
        last.rtl === rtl &&
        last.run === run[index] &&
        last.face === face[index] &&
        (rtl ? index === last.start - 1 : index === last.end);
      if (last && follows) {
        if (rtl) last.start = index;
        else last.end = index + 1;
      } else segments.push({ start: index, end: index + 1, run: run[index]!, face: face[index]!, rtl });
    }
    return segments;
  };
  // A line's width is the sum of its pieces' (one run, one font, one word or space): Arabic joins no letter across a space.
  const pieceWidths = new Float64Array(text.length + 1);
  for (let start = 0; start < text.length;) {
    let end = start + 1;
    while (
      end < text.length &&
      run[end] === run[start] &&
      face[end] === face[start] &&
      SPACE.test(text[end]!) === SPACE.test(text[start]!)
    )
      end++;
    pieceWidths[start] = width({
      start,
      end,
      run: run[start]!,
      face: face[start]!,
      rtl: levels.levels[start]! % 2 === 1,
    });
    start = end;
  }
  const lineWidth = (start: number, end: number) =>
    pieceWidths.slice(start, end).reduce((sum, value) => sum + value, 0);

  const lines = lineBreaks(text, box.width, lineWidth);
  const lineHeight = doc.font(primary.name).fontSize(box.size).currentLineHeight(true);
  const { ascender } = faceMetrics(primary);
  for (const [start, end] of lines) {
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    const segments = segmentsOf(start, end);
    const widths = segments.map(width);
    let x = box.right - widths.reduce((sum, value) => sum + value, 0);
    const placed = segments.map((segment, index) => {
      const at = x;
      x += widths[index]!;
      return { segment, at };
    });
    for (const { segment, at } of placed.sort((a, b) => a.segment.start - b.segment.start)) {
      const link = runs[segment.run]!.link ?? null;
      draw(segment.run, () => {
        doc.font(segment.face.name).fontSize(box.size);
        doc.text(segmentText(segment), at, y, { ...options, link, baseline: -ascender * box.size });
      });
    }
    doc.y = y + lineHeight;
  }
  doc.font(primary.name);
  doc.x = doc.page.margins.left;
}
