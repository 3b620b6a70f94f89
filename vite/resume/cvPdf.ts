import PDFDocument from 'pdfkit';
import { faceMetrics, fontPieces, type CvFonts, type Weight } from './cvFonts.ts';
import { BULLET, type CvEntry, type CvLine, type CvModel } from './cvModel.ts';
import { PRESENTATION_FEATURES, writeRtl, type RtlRun } from './cvRtl.ts';
import { arabicForms } from './arabicForms.ts';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** The PDF's look: sizes in points, colours as hex. Dark on white, for paper and for screens. */
const STYLE = {
  margin: 48,
  gap: 10,
  bulletIndent: 11,
  size: { name: 22, role: 12, contact: 9, heading: 12, title: 10.5, text: 9.5, meta: 9 },
  colour: { text: '#1b1b1f', muted: '#4d4d57', link: '#1f4fa8', rule: '#c9c9d2' },
} as const;

interface Writer {
  doc: Doc;
  width: number;
  fonts: CvFonts;
  dir: 'ltr' | 'rtl';
}

/** The right edge of the text, where a right-to-left line ends. */
const rightEdge = ({ doc, width }: Writer) => doc.page.margins.left + width;

/**
 * `text` as one `doc.text` call would write it, a call per font it takes (cvFonts.ts): the first at
 * `at` when given, the others continuing it, the last as `options.continued` says. Every run sits on
 * the baseline, and its line takes the height, of the weight's first font, whichever font ends the line.
 */
function write({ doc, fonts }: Writer, text: string, weight: Weight, size: number, options: PDFKit.Mixins.TextOptions, at?: [number, number]) {
  const [primary] = fonts[weight];
  const pieces = fontPieces(text, fonts[weight]);
  pieces.forEach((piece, index) => {
    // Both given on every run: a continued call takes the options the call before it left out from that call.
    const pieceOptions = {
      ...options,
      continued: index === pieces.length - 1 ? options.continued : true,
      baseline: -faceMetrics(primary!).ascender * size,
      lineGap: (faceMetrics(primary!).lineHeight - faceMetrics(piece.face).lineHeight) * size,
    };
    doc.font(piece.face.name).fontSize(size);
    if (index === 0 && at) doc.text(piece.text, at[0], at[1], pieceOptions);
    else doc.text(piece.text, pieceOptions);
  });
  // The spacing measured after it (moveDown) is the first font's, as for text in that font alone.
  doc.font(primary!.name);
}

/** One text set apart (the name, a heading), from the start of the line in the CV's direction. */
function setApart(writer: Writer, text: RtlRun, weight: Weight, size: number, options: PDFKit.Mixins.TextOptions) {
  writer.doc.fillColor(STYLE.colour.text);
  if (writer.dir === 'rtl') writeRtl(writer.doc, writer.fonts, [text], { right: rightEdge(writer), width: writer.width, size, weight }, (_, draw) => draw());
  else write(writer, text.text, weight, size, options);
}

/** Sets the font most of `text` is drawn in, for measuring it. */
function measuringFont({ doc, fonts }: Writer, text: string, weight: Weight): Doc {
  const pieces = fontPieces(text, fonts[weight]);
  const longest = pieces.reduce((best, piece) => (piece.text.length > best.text.length ? piece : best), pieces[0] ?? { text: '', face: fonts[weight][0]! });
  return doc.font(longest.face.name);
}

/** A line of runs as one paragraph, each linked run a Link element with its annotation. */
function line(writer: Writer, parent: Struct, runs: CvLine, options: { size: number; colour: string; bold?: boolean }) {
  const { doc } = writer;
  const lang = runs.find((run) => run.lang)?.lang;
  const paragraph = doc.struct('P', lang ? { lang } : {});
  parent.add(paragraph);
  const colour = (link: string | undefined) => doc.fillColor(link ? STYLE.colour.link : options.colour);
  const weight = options.bold ? 'bold' : 'regular';
  if (writer.dir === 'rtl') {
    writeRtl(doc, writer.fonts, runs, { right: rightEdge(writer), width: writer.width, size: options.size, weight }, (index, text) => {
      const { link } = runs[index]!;
      const coloured = () => {
        colour(link);
        text();
      };
      paragraph.add(link ? doc.struct('Link', {}, coloured) : coloured);
    });
    return paragraph.end();
  }
  runs.forEach((run, index) => {
    const text = () => {
      colour(run.link);
      write(writer, run.text, weight, options.size, { width: writer.width, continued: index < runs.length - 1, link: run.link ?? null });
    };
    paragraph.add(run.link ? doc.struct('Link', {}, text) : text);
  });
  paragraph.end();
}

/** The height an entry takes, so it can start on a new page instead of being cut. */
function entryHeight(writer: Writer, entry: CvEntry): number {
  const { doc, width } = writer;
  const join = (runs: CvLine) => runs.map((run) => run.text).join('');
  const rtl = writer.dir === 'rtl';
  const measure = (text: string, weight: Weight, size: number, textWidth = width) => {
    // Right to left, measured in the forms and with the features it is written with (cvRtl.ts).
    const shown = rtl ? arabicForms(text) : text;
    return measuringFont(writer, shown, weight)
      .fontSize(size)
      .heightOfString(shown, rtl ? { width: textWidth, features: PRESENTATION_FEATURES } : { width: textWidth });
  };
  let height = measure(join(entry.title), 'bold', STYLE.size.title);
  for (const runs of entry.lines) height += measure(join(runs), 'regular', STYLE.size.meta);
  for (const runs of entry.footer ? [entry.footer] : []) height += measure(join(runs), 'regular', STYLE.size.text);
  for (const bullet of entry.bullets) height += measure(bullet.text, 'regular', STYLE.size.text, width - STYLE.bulletIndent);
  // Leaves the body text's style set: the space above a heading on a new page is measured in it.
  doc.font('regular').fontSize(STYLE.size.text);
  return height + STYLE.gap;
}

function keepTogether(writer: Writer, height: number) {
  const { doc } = writer;
  if (doc.y + height > doc.page.height - STYLE.margin) doc.addPage();
}

function bullets(writer: Writer, parent: Struct, entry: CvEntry) {
  if (entry.bullets.length === 0) return;
  const { doc } = writer;
  const left = doc.page.margins.left;
  const list = doc.struct('L');
  parent.add(list);
  doc.fillColor(STYLE.colour.text);
  for (const bullet of entry.bullets) {
    const top = doc.y;
    const item = doc.struct('LI');
    list.add(item);
    if (writer.dir === 'rtl') {
      const box = { right: rightEdge(writer), width: writer.width, size: STYLE.size.text, weight: 'regular' } as const;
      item.add(doc.struct('Lbl', {}, () => writeRtl(doc, writer.fonts, [BULLET], box, (_, text) => text())));
      doc.y = top;
      const body = { ...box, right: box.right - STYLE.bulletIndent, width: box.width - STYLE.bulletIndent };
      item.add(doc.struct('LBody', {}, () => writeRtl(doc, writer.fonts, [bullet], body, (_, text) => text())));
    } else {
      item.add(doc.struct('Lbl', {}, () => write(writer, BULLET.text, 'regular', STYLE.size.text, { lineBreak: false }, [left, top])));
      item.add(doc.struct('LBody', {}, () => write(writer, bullet.text, 'regular', STYLE.size.text, { width: writer.width - STYLE.bulletIndent }, [left + STYLE.bulletIndent, top])));
    }
    item.end();
  }
  list.end();
  doc.x = left;
}

function entry(writer: Writer, parent: Struct, item: CvEntry) {
  const element = writer.doc.struct('Div');
  parent.add(element);
  line(writer, element, item.title, { size: STYLE.size.title, colour: STYLE.colour.text, bold: true });
  for (const runs of item.lines) line(writer, element, runs, { size: STYLE.size.meta, colour: STYLE.colour.muted });
  bullets(writer, element, item);
  if (item.footer) line(writer, element, item.footer, { size: STYLE.size.meta, colour: STYLE.colour.muted });
  element.end();
  writer.doc.moveDown(0.6);
}

function heading(writer: Writer, parent: Struct, text: string) {
  const { doc } = writer;
  doc.moveDown(0.4);
  parent.add(doc.struct('H2', {}, () => setApart(writer, { text }, 'bold', STYLE.size.heading, { width: writer.width })));
  const y = doc.y + 1;
  doc.save().moveTo(doc.page.margins.left, y).lineTo(doc.page.margins.left + writer.width, y).lineWidth(0.6).strokeColor(STYLE.colour.rule).stroke().restore();
  doc.moveDown(0.5);
}

/**
 * The day of the build, or SOURCE_DATE_EPOCH (seconds) when set: builds of one content on one day write
 * the same bytes, so the hashed file name changes only when the CV does or a day has passed.
 */
function creationDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  if (Number.isFinite(epoch) && process.env.SOURCE_DATE_EPOCH) return new Date(epoch * 1000);
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/**
 * The CV as a tagged PDF (headings, paragraphs, lists and links in the structure tree, in reading
 * order), its fonts embedded as subsets. The bytes change with the content and the date only.
 */
export async function cvPdf(model: CvModel, fonts: CvFonts, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: model.paper,
    margin: STYLE.margin,
    tagged: true,
    lang: model.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: title, Author: model.name.text, Subject: model.role.text, CreationDate: creationDate() },
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (const face of [...fonts.regular, ...fonts.bold]) doc.registerFont(face.name, face.bytes);

  const writer: Writer = { doc, width: doc.page.width - 2 * STYLE.margin, fonts, dir: model.dir };
  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(doc.struct('H1', {}, () => setApart(writer, model.name, 'bold', STYLE.size.name, {})));
  line(writer, root, [model.role], { size: STYLE.size.role, colour: STYLE.colour.muted });
  doc.moveDown(0.3);
  for (const runs of model.contact) line(writer, root, runs, { size: STYLE.size.contact, colour: STYLE.colour.muted });

  for (const block of model.blocks) {
    const section = doc.struct('Sect');
    root.add(section);
    const first = block.entries[0];
    keepTogether(writer, 40 + (first ? entryHeight(writer, first) : 0));
    heading(writer, section, block.heading.text);
    if (block.paragraph) {
      line(writer, section, block.paragraph, { size: STYLE.size.text, colour: STYLE.colour.text });
      doc.moveDown(0.6);
    }
    for (const item of block.entries) {
      keepTogether(writer, entryHeight(writer, item));
      entry(writer, section, item);
    }
    section.end();
  }
  root.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
