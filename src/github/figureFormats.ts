/** A count as a reader of `lang` writes it: 1,234 in English, 1.234 in German. */
export const countLabel = (count: number, lang: string) => new Intl.NumberFormat(lang).format(count);

/** A time's day as a reader of `lang` says it: "Dec 30, 2025" in English, "30. Dez. 2025" in German. */
export function dayLabel(isoTime: string, lang: string): string {
  // UTC, so the prerendered text and the hydrated text agree wherever the visitor is.
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(isoTime),
  );
}
