/**
 * Where the CV may start a new page, from the layout of the whole CV on one endless page (cvPdf.ts
 * draws it there first and notes where each section and each entry starts). A section's heading
 * stays with its paragraph and its first entry; a short section stays whole; an entry is never cut.
 */

/** A section, or an entry of one, and the height it starts at on the endless page. */
export interface Mark {
  section: number;
  /** The entry's index in its section; absent for the section's start (its heading). */
  entry?: number;
  y: number;
}

/** The share of a page's text height up to which a section counts as short, and moves whole. */
export const SHORT_SECTION_SHARE = 1 / 4;

/** What must fit below the current position before each section and entry is drawn, or it starts a new page. */
export interface KeepHeights {
  section: (section: number) => number;
  entry: (section: number, entry: number) => number;
}

/**
 * The heights to keep together, from the marks in drawing order and the height the layout ended at.
 * `textHeight` is a page's height between its margins: nothing taller is kept together.
 */
export function keepHeights(marks: readonly Mark[], end: number, textHeight: number): KeepHeights {
  const endOf = (index: number) => marks[index + 1]?.y ?? end;
  const sectionIndex = (section: number) =>
    marks.findIndex((mark) => mark.section === section && mark.entry === undefined);
  const sectionEnd = (section: number) => {
    const next = marks.findIndex((mark) => mark.section > section);
    return next === -1 ? end : marks[next]!.y;
  };
  return {
    section: (section) => {
      const at = sectionIndex(section);
      const start = marks[at]!.y;
      const whole = sectionEnd(section) - start;
      // The heading, its paragraph and the first entry: the mark after the first entry, if still this section's.
      const firstEntry = marks[at + 1]?.section === section ? at + 1 : at;
      const opening = Math.min(endOf(firstEntry), sectionEnd(section)) - start;
      return Math.min(whole <= textHeight * SHORT_SECTION_SHARE ? whole : opening, textHeight);
    },
    entry: (section, entry) => {
      const at = marks.findIndex((mark) => mark.section === section && mark.entry === entry);
      return Math.min(endOf(at) - marks[at]!.y, textHeight);
    },
  };
}
