import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader of the PDF gets: its text in reading order, its links, metadata and tags. */
export interface ReadPdf {
  pages: number;
  /** The pages' text, in content order, one string. */
  text: string;
  /** Each page's text, in content order. */
  pageTexts: string[];
  links: string[];
  info: Record<string, unknown>;
  tagged: boolean;
}

/** Reads a PDF as pdf.js (Firefox's viewer) does. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const texts: string[] = [];
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    for (const annotation of await page.getAnnotations()) if (annotation.url) links.push(annotation.url as string);
  }
  const { info } = await pdf.getMetadata();
  const tagged = Boolean((await pdf.getMarkInfo())?.Marked);
  await pdf.destroy();
  return {
    pages: pdf.numPages,
    text: texts.join('\n'),
    pageTexts: texts,
    links,
    info: info as Record<string, unknown>,
    tagged,
  };
}

/** Whether every font the PDF uses has its file inside it (pdfkit writes font dictionaries uncompressed). */
export function fontsEmbedded(bytes: Uint8Array): { fonts: number; embedded: number } {
  const source = Buffer.from(bytes).toString('latin1');
  return {
    fonts: source.match(/\/Type \/FontDescriptor/g)?.length ?? 0,
    embedded: source.match(/\/FontFile[23]? /g)?.length ?? 0,
  };
}
