/** About two lines of the index: a summary longer than this is cut at a word and ends with `…`. */
const SUMMARY_LENGTH = 200;

/** Elements whose text is no part of a summary: the title again, pictures' captions, code, scripts. */
const LEFT_OUT = /<(h[1-6]|figure|figcaption|pre|script|style)\b[\s\S]*?<\/\1\s*>/gi;

/** The text of a post's HTML: its tags and the elements above dropped (entities left as they are). */
export const textOfHtml = (html: string) => html.replace(LEFT_OUT, ' ').replace(/<[^>]*>/g, ' ');

/** A text's white space joined, and the text cut to about two lines. */
export function shortSummary(text: string): string {
  const joined = text.replace(/\s+/g, ' ').trim();
  if (joined.length <= SUMMARY_LENGTH) return joined;
  const cut = joined.slice(0, SUMMARY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}\u2026`;
}
