import type { Month } from '@/content/types';

// The page's language (index.html), fixed so the prerendered text and the hydrated text agree.
const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2021-03` as a reader says it: "Mar 2021". */
export function monthLabel(month: Month): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(Date.UTC(year!, monthNumber! - 1, 1));
}
