import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { CaseStudyFacts, GalleryImage } from '../../src/contentShape/types.ts';

/** A problem in an owner's file, told as `file:line: what is wrong`. */
export class ContentError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
  }
}

type FactKind = 'text' | 'list' | 'gallery';
const FACTS: Record<keyof CaseStudyFacts, { kind: FactKind; required: boolean }> = {
  summary: { kind: 'text', required: true },
  role: { kind: 'text', required: true },
  period: { kind: 'text', required: true },
  team: { kind: 'text', required: false },
  technologies: { kind: 'list', required: false },
  outcome: { kind: 'text', required: false },
  gallery: { kind: 'gallery', required: false },
};
const GALLERY_FIELDS: readonly (keyof GalleryImage)[] = ['src', 'alt', 'caption', 'focus'];

export interface ParsedFile {
  facts: CaseStudyFacts;
  /** The Markdown after the front matter. */
  body: string;
  /** How many lines come before the body (the front matter and its fences). */
  bodyOffset: number;
  /** The line of a gallery item's `src`, for messages about its image. */
  galleryLine: (index: number) => number;
}

/**
 * Splits a case-study file into its front matter (YAML between `---` lines, checked against
 * `CaseStudyFacts`) and its Markdown. Fails naming the file and line of an unknown or mistyped fact.
 */
export function parseCaseStudyFile(text: string, file: string): ParsedFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) throw new ContentError(file, 1, 'a case study starts with its facts between two `---` lines (summary, role, period, …)');
  const lines = new LineCounter();
  const doc = parseDocument(match[1]!, { lineCounter: lines });
  // The YAML starts on the file's second line.
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line + 1);
  if (doc.errors.length > 0) throw new ContentError(file, lineAt(doc.errors[0]!.pos[0]), doc.errors[0]!.message.split('\n')[0]!);
  if (!isMap(doc.contents)) throw new ContentError(file, 2, 'the facts are `name: value` lines');

  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!(key in FACTS)) {
      throw new ContentError(file, lineAt(nodeStart(pair.key)), `unknown fact "${key}" (a case study knows ${Object.keys(FACTS).join(', ')})`);
    }
  }
  const facts = doc.toJS() as Record<string, unknown>;
  for (const [name, { kind, required }] of Object.entries(FACTS)) {
    const value = facts[name];
    const line = lineAt(nodeStart(doc.contents.get(name, true)) ?? 0);
    if (value === undefined || value === null) {
      if (required) throw new ContentError(file, 1, `the fact "${name}" is missing`);
      continue;
    }
    // `period: 2022` reads as a number in YAML; the page shows it as written.
    if (kind === 'text' && typeof value === 'number') facts[name] = String(value);
    else if (kind === 'text' && typeof value !== 'string') throw new ContentError(file, line, `"${name}" is one line of text`);
    if (kind === 'list' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      throw new ContentError(file, line, `"${name}" is a list of names, e.g. [React, TypeScript]`);
    }
    if (kind === 'gallery') checkGallery(doc, value, file, lineAt);
  }
  return {
    facts: facts as unknown as CaseStudyFacts,
    body: text.slice(match[0].length),
    bodyOffset: match[0].split('\n').length - 1,
    galleryLine: (index) => lineAt(nodeStart(doc.getIn(['gallery', index, 'src'], true))),
  };
}

function checkGallery(doc: Document, value: unknown, file: string, lineAt: (offset: number | undefined) => number) {
  const node = doc.get('gallery', true);
  if (!Array.isArray(value) || !isSeq(node)) throw new ContentError(file, lineAt(nodeStart(node)), '"gallery" is a list of images (src, alt, caption)');
  node.items.forEach((item, index) => {
    if (!isMap(item)) throw new ContentError(file, lineAt(nodeStart(item)), 'each gallery image has src and alt (and may have caption, focus)');
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!(GALLERY_FIELDS as readonly string[]).includes(key)) {
        throw new ContentError(file, lineAt(nodeStart(pair.key)), `unknown gallery field "${key}" (an image knows ${GALLERY_FIELDS.join(', ')})`);
      }
    }
    const image = value[index] as Partial<GalleryImage>;
    if (typeof image.src !== 'string' || typeof image.alt !== 'string') {
      throw new ContentError(file, lineAt(nodeStart(item)), 'each gallery image has src and alt');
    }
  });
}

function nodeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return range?.[0];
}
