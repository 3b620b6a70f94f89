import PDFDocument from 'pdfkit';
import { faceMetrics, fontPieces, type CvFonts, type Weight } from './cvFonts.ts';
import { BULLET, type CvBlock, type CvEntry, type CvLine, type CvModel } from './cvModel.ts';
import { keepHeights, type KeepHeights, type Mark } from './cvBreaks.ts';
import { writeRtl, type RtlRun } from './cvRtl.ts';

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
function write(
  { doc, fonts }: Writer,
  text: string,
  weight: Weight,
  size: number,
  options: PDFKit.Mixins.TextOptions,
  at?: [number, number],
) {
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
  if (writer.dir === 'rtl')
    writeRtl(
      writer.doc,
      writer.fonts,
      [text],
      { right: rightEdge(writer), width: writer.width, size, weight },
      (_, draw) => draw(),
    );
  else write(writer, text.text, weight, size, options);
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
    writeRtl(
      doc,
      writer.fonts,
      runs,
      { right: rightEdge(writer), width: writer.width, size: options.size, weight },
      (index, text) => {
        const { link } = runs[index]!;
        const coloured = () => {
          colour(link);
          text();
        };
        paragraph.add(link ? doc.struct('Link', {}, coloured) : coloured);
      },
    );
    return paragraph.end();
  }
  runs.forEach((run, index) => {
    const text = () => {
      colour(run.link);
      write(writer, run.text, weight, options.size, {
        width: writer.width,
        continued: index < runs.length - 1,
        link: run.link ?? null,
      });
    };
    paragraph.add(run.link ? doc.struct('Link', {}, text) : text);
  });
  paragraph.end();
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
      item.add(
        doc.struct('Lbl', {}, () =>
          write(writer, BULLET.text, 'regular', STYLE.size.text, { lineBreak: false }, [left, top]),
        ),
      );
      item.add(
        doc.struct('LBody', {}, () =>
          write(writer, bullet.text, 'regular', STYLE.size.text, { width: writer.width - STYLE.bulletIndent }, [
            left + STYLE.bulletIndent,
            top,
          ]),
        ),
      );
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
  parent.add(
    doc.struct('H2', {}, () => setApart(writer, { text }, 'bold', STYLE.size.heading, { width: writer.width })),
  );
  const y = doc.y + 1;
  doc
    .save()
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + writer.width, y)
    .lineWidth(0.6)
    .strokeColor(STYLE.colour.rule)
    .stroke()
    .restore();
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

/** Before each section and each entry is drawn: where the real CV keeps it together, where the endless page notes its place. */
interface BeforeParts {
  section: (section: number) => void;
  entry: (section: number, entry: number) => void;
}

function section(writer: Writer, parent: Struct, block: CvBlock, index: number, before: BeforeParts) {
  const { doc } = writer;
  const element = doc.struct('Sect');
  parent.add(element);
  before.section(index);
  heading(writer, element, block.heading.text);
  if (block.paragraph) {
    line(writer, element, block.paragraph, { size: STYLE.size.text, colour: STYLE.colour.text });
    doc.moveDown(0.6);
  }
  block.entries.forEach((item, entryIndex) => {
    before.entry(index, entryIndex);
    entry(writer, element, item);
  });
  element.end();
}

/** The whole CV, from the top of the first page. */
function drawCv(writer: Writer, model: CvModel, before: BeforeParts) {
  const { doc } = writer;
  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(doc.struct('H1', {}, () => setApart(writer, model.name, 'bold', STYLE.size.name, {})));
  line(writer, root, [model.role], { size: STYLE.size.role, colour: STYLE.colour.muted });
  doc.moveDown(0.3);
  for (const runs of model.contact) line(writer, root, runs, { size: STYLE.size.contact, colour: STYLE.colour.muted });
  model.blocks.forEach((block, index) => section(writer, root, block, index, before));
  root.end();
}

function newDocument(model: CvModel, fonts: CvFonts, options: PDFKit.PDFDocumentOptions): Doc {
  const doc = new PDFDocument({
    margin: STYLE.margin,
    tagged: true,
    lang: model.language,
    autoFirstPage: true,
    ...options,
  });
  for (const face of [...fonts.regular, ...fonts.bold]) doc.registerFont(face.name, face.bytes);
  return doc;
}

/** A page as wide as the paper and too tall to end, so the CV is laid out there without a break. */
const ENDLESS = 1e6;

/**
 * What to keep together, from the CV laid out once on an endless page of the paper's width: measured
 * as drawn, in the fonts and forms it is drawn in, so a section moves to the next page only when it
 * would not fit.
 */
function measuredKeepHeights(model: CvModel, fonts: CvFonts, paper: Doc['page']): KeepHeights {
  const doc = newDocument(model, fonts, { size: [paper.width, ENDLESS] });
  const marks: Mark[] = [];
  drawCv({ doc, width: paper.width - 2 * STYLE.margin, fonts, dir: model.dir }, model, {
    section: (section) => marks.push({ section, y: doc.y }),
    entry: (section, entry) => marks.push({ section, entry, y: doc.y }),
  });
  return keepHeights(marks, doc.y, paper.height - 2 * STYLE.margin);
}

/**
 * The CV as a tagged PDF (headings, paragraphs, lists and links in the structure tree, in reading
 * order), its fonts embedded as subsets. The bytes change with the content and the date only.
 */
export async function cvPdf(model: CvModel, fonts: CvFonts, title: string): Promise<Buffer> {
  const doc = newDocument(model, fonts, {
    size: model.paper,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: title, Author: model.name.text, Subject: model.role.text, CreationDate: creationDate() },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));

  const writer: Writer = { doc, width: doc.page.width - 2 * STYLE.margin, fonts, dir: model.dir };
  const keep = measuredKeepHeights(model, fonts, doc.page);
  drawCv(writer, model, {
    section: (section) => keepTogether(writer, keep.section(section)),
    entry: (section, entry) => keepTogether(writer, keep.entry(section, entry)),
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
