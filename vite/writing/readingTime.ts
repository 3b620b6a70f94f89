/** Words a minute: a common figure for reading on a screen. */
const WORDS_PER_MINUTE = 200;

/** The words of a text as its language cuts them (`Intl.Segmenter`: spaces, or none, as the script has it). */
export function wordCount(text: string, lang: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(lang, { granularity: 'word' }).segment(text))
    if (segment.isWordLike) words++;
  return words;
}

/** Whole minutes to read the text, at least one. */
export function readingMinutes(text: string, lang: string): number {
  return Math.max(1, Math.round(wordCount(text, lang) / WORDS_PER_MINUTE));
}

/** The words a reader reads in a story's HTML: its text without the markup, code blocks left out. */
export function proseOf(html: string): string {
  return html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, ' ');
}
