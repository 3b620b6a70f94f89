/** A post's day as its language writes it, e.g. `1 March 2026`, `١ مارس ٢٠٢٦`. */
export const dayLabel = (date: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Minutes as the language counts them, e.g. `4 minutes`, `٤ دقائق`. */
export const minutesLabel = (minutes: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
