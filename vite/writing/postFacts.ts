import type { PostFacts } from '../../src/contentShape/types.ts';
import { parseFrontMatter, type FrontMatterFields, type ParsedFile } from '../caseStudies/frontMatter.ts';

const POST_FIELDS: Record<keyof PostFacts, FrontMatterFields[string]> = {
  title: { kind: 'text', required: true },
  date: { kind: 'date', required: true },
  summary: { kind: 'text', required: true },
  tags: { kind: 'list', required: false },
  cover: { kind: 'image', required: false },
  draft: { kind: 'flag', required: false },
};

/**
 * Splits a post into its front matter (checked against `PostFacts`: title, date, summary, and maybe
 * tags, cover, draft) and its Markdown. Fails naming the file and line of an unknown or mistyped fact.
 */
export function parsePostFile(text: string, file: string): ParsedFile<PostFacts> {
  return parseFrontMatter<PostFacts>(text, file, {
    fields: POST_FIELDS,
    what: 'a post',
    example: 'title, date, summary, …',
  });
}
