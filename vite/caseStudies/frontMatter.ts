import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { CaseStudyFacts, GalleryImage } from '../../src/contentShape/types.ts';
import { isCalendarDay } from '../content/calendarDay.ts';
import { yamlMistake } from './yamlMistake.ts';

/** A problem in an owner's file, told as `file:line: what is wrong`. */
export class ContentError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
  }
}

/** What a front-matter field holds; `date` is a day, `YYYY-MM-DD`; `flag` is `true` or `false`. */
export type FieldKind = 'text' | 'list' | 'gallery' | 'image' | 'date' | 'flag';
export type FrontMatterFields = Record<string, { kind: FieldKind; required: boolean }>;

const FACTS: Record<keyof CaseStudyFacts, { kind: FieldKind; required: boolean }> = {
  summary: { kind: 'text', required: true },
  role: { kind: 'text', required: true },
  period: { kind: 'text', required: true },
  team: { kind: 'text', required: false },
  technologies: { kind: 'list', required: false },
  outcome: { kind: 'text', required: false },
  gallery: { kind: 'gallery', required: false },
};
const IMAGE_FIELDS: readonly (keyof GalleryImage)[] = ['src', 'alt', 'caption', 'focus'];

export interface ParsedFile<Facts = CaseStudyFacts> {
  facts: Facts;
  /** The Markdown after the front matter. */
  body: string;
  /** How many lines come before the body (the front matter and its fences). */
  bodyOffset: number;
  /** The line of a gallery item's `src`, for messages about its image. */
  galleryLine: (index: number) => number;
  /** The line a field's value starts on, for messages about it (1 when it is not there). */
  fieldLine: (name: string) => number;
}

/**
 * Splits a case-study file into its front matter (YAML between `---` lines, checked against
 * `CaseStudyFacts`) and its Markdown. Fails naming the file and line of an unknown or mistyped fact.
 */
export function parseCaseStudyFile(text: string, file: string): ParsedFile {
  return parseFrontMatter<CaseStudyFacts>(text, file, {
    fields: FACTS,
    what: 'a case study',
    example: 'summary, role, period, …',
  });
}

/**
 * A Markdown file's front matter (YAML between `---` lines) checked against `fields`, and its body.
 * Fails naming the file and line of an unknown, missing or mistyped field.
 */
export function parseFrontMatter<Facts>(
  text: string,
  file: string,
  { fields, what, example }: { fields: FrontMatterFields; what: string; example: string },
): ParsedFile<Facts> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) throw new ContentError(file, 1, `${what} starts with its facts between two \`---\` lines (${example})`);
  const lines = new LineCounter();
  const doc = parseDocument(match[1]!, { lineCounter: lines });
  // The YAML starts on the file's second line.
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line + 1);
  const [yamlError] = doc.errors;
  if (yamlError) throw new ContentError(file, lineAt(yamlError.pos[0]), yamlMistake(yamlError, match[1]!));
  if (!isMap(doc.contents)) throw new ContentError(file, 2, 'the facts are `name: value` lines');

  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!(key in fields)) {
      throw new ContentError(
        file,
        lineAt(nodeStart(pair.key)),
        `unknown fact "${key}" (${what} knows ${Object.keys(fields).join(', ')})`,
      );
    }
  }
  const facts = doc.toJS() as Record<string, unknown>;
  const fieldLine = (name: string) => lineAt(nodeStart(doc.get(name, true)) ?? 0);
  for (const [name, { kind, required }] of Object.entries(fields)) {
    const value = facts[name];
    const line = fieldLine(name);
    if (value === undefined || value === null) {
      if (required) throw new ContentError(file, 1, `the fact "${name}" is missing`);
      continue;
    }
    // `period: 2022` reads as a number in YAML; the page shows it as written.
    if (kind === 'text' && typeof value === 'number') facts[name] = String(value);
    else if (kind === 'text' && typeof value !== 'string')
      throw new ContentError(file, line, `"${name}" is one line of text`);
    if (kind === 'list' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      throw new ContentError(file, line, `"${name}" is a list of names, e.g. [React, TypeScript]`);
    }
    if (kind === 'flag' && typeof value !== 'boolean') throw new ContentError(file, line, `"${name}" is true or false`);
    // YAML reads an unquoted 2026-03-01 as a date: taken back as the day written.
    if (kind === 'date') facts[name] = dayOf(value, file, line, name);
    if (kind === 'gallery') checkGallery(doc, value, file, lineAt);
    if (kind === 'image') checkImage(doc.get(name, true), value, file, lineAt);
  }
  return {
    facts: facts as Facts,
    body: text.slice(match[0].length),
    bodyOffset: match[0].split('\n').length - 1,
    galleryLine: (index) => lineAt(nodeStart(doc.getIn(['gallery', index, 'src'], true))),
    fieldLine,
  };
}

function dayOf(value: unknown, file: string, line: number, name: string): string {
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof day !== 'string' || !isCalendarDay(day)) {
    throw new ContentError(file, line, `"${name}" is a day written YYYY-MM-DD, e.g. 2026-03-01`);
  }
  return day;
}

function checkGallery(doc: Document, value: unknown, file: string, lineAt: (offset: number | undefined) => number) {
  const node = doc.get('gallery', true);
  if (!Array.isArray(value) || !isSeq(node))
    throw new ContentError(file, lineAt(nodeStart(node)), '"gallery" is a list of images (src, alt, caption)');
  node.items.forEach((item, index) => checkImage(item, value[index], file, lineAt));
}

/** An image of the front matter: src and alt, and maybe caption and focus. */
function checkImage(node: unknown, value: unknown, file: string, lineAt: (offset: number | undefined) => number) {
  if (!isMap(node))
    throw new ContentError(file, lineAt(nodeStart(node)), 'an image has src and alt (and may have caption, focus)');
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (!(IMAGE_FIELDS as readonly string[]).includes(key)) {
      throw new ContentError(
        file,
        lineAt(nodeStart(pair.key)),
        `unknown image field "${key}" (an image knows ${IMAGE_FIELDS.join(', ')})`,
      );
    }
  }
  const image = value as Partial<GalleryImage>;
  if (typeof image.src !== 'string' || typeof image.alt !== 'string') {
    throw new ContentError(file, lineAt(nodeStart(node)), 'an image has src and alt');
  }
}

function nodeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return range?.[0];
}
