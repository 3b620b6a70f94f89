/** Where a section counts as "in view": its top has passed this share of the viewport height. */
export const SPY_LINE = 0.3;

interface SectionBox {
  id: string;
  top: number;
}

/**
 * The section a visitor is reading: the last one whose top has passed the spy line, or, once the
 * page cannot scroll further, the last one whose top is on screen (a short final section never
 * reaches the line).
 */
export function pickActiveSection(sections: readonly SectionBox[], viewportHeight: number, atBottom: boolean): string | undefined {
  const line = viewportHeight * SPY_LINE;
  const passed = sections.filter((section) => section.top <= line);
  if (atBottom) {
    const onScreen = sections.filter((section) => section.top < viewportHeight);
    return onScreen[onScreen.length - 1]?.id ?? sections[0]?.id;
  }
  return passed[passed.length - 1]?.id ?? sections[0]?.id;
}
