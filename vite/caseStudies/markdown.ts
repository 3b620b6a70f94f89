import hljs from 'highlight.js';
import MarkdownIt, { type Token } from 'markdown-it';
import type { ContentImage } from '../../src/contentShape/types.ts';
import { ContentError } from './frontMatter.ts';

/** A link of the story to check once every case study is known. */
export interface StoryLink {
  href: string;
  line: number;
}

/** An image of the story, at its line. */
export interface StoryImage {
  image: ContentImage & { caption?: string };
  line: number;
}

export interface Story {
  /** The story as HTML: escaped text, no HTML of the owner's; figures drawn by `figure`. */
  html: string;
  /** Ids of the story's headings, for `#` links. */
  headingIds: string[];
  links: StoryLink[];
  images: StoryImage[];
}

export interface StoryOptions {
  /** Where the file's line 1 is in the owner's file (after the front matter). */
  lineOffset: number;
  file: string;
  /** The site's links (`/projects/x/`, `/#contacts`) are written from the root; the page needs the base path. */
  base: string;
  /** The markup of a figure for an image of the story. */
  figure: (image: StoryImage['image']) => string;
  /** Where the page's title comes from, for the message about a `#` heading; the project's if left out. */
  titleFrom?: string;
}

// Raw HTML is off: an owner's `<script>` or `<div>` shows as text, nothing of it reaches the page as markup.
const markdown = new MarkdownIt({
  html: false,
  linkify: false,
  typographer: true,
  highlight: (code, language) =>
    language && hljs.getLanguage(language) ? hljs.highlight(code, { language, ignoreIllegals: true }).value : '',
});

interface RenderEnv {
  figure: StoryOptions['figure'];
}
markdown.renderer.rules.image = (tokens, index, _options, env) =>
  (env as unknown as RenderEnv).figure(tokens[index]!.meta as unknown as StoryImage['image']);

// Latin accents go (`é` → `e`); the marks of other scripts (Arabic shadda, Devanagari vowel signs) are part of
// their words, composed again as they are typed (`が`, not `か` and a combining dakuten).
const headingId = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * The story of a case study, Markdown → HTML at build time: headings of level 2 and below get ids
 * and link to themselves, a paragraph holding only an image becomes a figure (its title the caption),
 * code blocks are highlighted as classes (no script, no inline style), site links get the base path.
 */
export function renderStory(
  source: string,
  { lineOffset, file, base, figure, titleFrom = 'the project\u2019s' }: StoryOptions,
): Story {
  const tokens = markdown.parse(source, {});
  const headingIds: string[] = [];
  const links: StoryLink[] = [];
  const images: StoryImage[] = [];
  const lineOf = (token: Token) => (token.map?.[0] ?? 0) + 1 + lineOffset;

  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      if (token.tag === 'h1')
        throw new ContentError(
          file,
          lineOf(token),
          `the page\u2019s title is ${titleFrom}: start the story\u2019s parts at ## (level 2)`,
        );
      const inline = tokens[index + 1]!;
      const id = uniqueId(headingId(inline.content), headingIds);
      headingIds.push(id);
      token.attrSet('id', id);
      const state = new markdown.core.State('', markdown, {});
      const open = new state.Token('link_open', 'a', 1);
      open.attrSet('href', `#${id}`);
      const close = new state.Token('link_close', 'a', -1);
      if (inline.children?.some((child) => child.type === 'link_open')) {
        throw new ContentError(file, lineOf(token), 'a heading links to itself; put the link in the text below it');
      }
      inline.children = [open, ...(inline.children ?? []), close];
    }
    if (token.type !== 'inline') return;
    const line = lineOf(token);
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') {
        const href = String(child.attrGet('href') ?? '');
        links.push({ href: asWritten(href), line });
        if (href.startsWith('/')) child.attrSet('href', `${base}${href.slice(1)}`);
      }
      if (child.type === 'image') {
        const alone = token.children!.length === 1 && tokens[index - 1]?.type === 'paragraph_open';
        if (!alone)
          throw new ContentError(
            file,
            line,
            'an image stands in a paragraph of its own (a blank line before and after it)',
          );
        tokens[index - 1]!.hidden = true;
        tokens[index + 1]!.hidden = true;
        const image = storyImage(child, file, line);
        images.push({ image, line });
        child.meta = image as unknown as Record<string, unknown>;
      }
    }
  });

  // A code block wider than the column scrolls: keyboard users reach it with Tab.
  const html = markdown.renderer
    .render(tokens, markdown.options, { figure } satisfies RenderEnv)
    .replaceAll('<pre>', '<pre tabindex="0">');
  return { html, headingIds, links, images };
}

/** A link as the owner wrote it: markdown-it percent-encodes letters beyond ASCII (`#что-я-сделал`), which the link check compares with heading ids. */
function asWritten(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/** `![alt](path "caption")`; a focus point as `path#0.3,0.6`. */
function storyImage(token: Token, file: string, line: number): StoryImage['image'] {
  const [src, focus] = String(token.attrGet('src') ?? '').split('#');
  const alt = token.content;
  if (!alt) throw new ContentError(file, line, `the image ${src} needs a description: ![what it shows](${src})`);
  const title = token.attrGet('title');
  const caption = title === null ? undefined : String(title);
  const image: StoryImage['image'] = { src: decodeURI(src!), alt, ...(caption && { caption }) };
  if (focus) {
    const [x, y] = focus.split(',').map(Number);
    if (!(x! >= 0 && x! <= 1 && y! >= 0 && y! <= 1))
      throw new ContentError(file, line, `the focus after # is x,y from 0 to 1, e.g. ${src}#0.5,0.3`);
    image.focus = { x: x!, y: y! };
  }
  return image;
}

function uniqueId(id: string, taken: string[]): string {
  let candidate = id || 'part';
  for (let n = 2; taken.includes(candidate); n++) candidate = `${id}-${n}`;
  return candidate;
}
