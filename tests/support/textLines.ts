import type { Locator } from '@playwright/test';

/** Where the first line of an element's text lies, left and right (a line of mixed scripts is several runs). */
export function firstLineOf(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const runs = [...range.getClientRects()];
    const line = runs.filter((run) => Math.abs(run.top - runs[0]!.top) < 1);
    return { left: Math.min(...line.map((run) => run.left)), right: Math.max(...line.map((run) => run.right)) };
  });
}
