import type { Month } from '@/content/types';

/** `2021-03` as a reader of `lang` says it: "Mar 2021" in English, "мар. 2021 г." in Russian. */
export function monthLabel(month: Month, lang: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  // UTC, so the prerendered text and the hydrated text agree wherever the visitor is.
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year!, monthNumber! - 1, 1),
  );
}
