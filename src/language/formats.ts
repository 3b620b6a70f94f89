/**
 * Numbers and durations written the way a reader of `lang` writes them (`Intl`), for the form's messages
 * (file sizes: formatFileSize.ts, apart so the page does not carry these).
 */

/** A count in the language's digits, without grouping: "5000". */
export const formatCount = (count: number, lang: string): string =>
  new Intl.NumberFormat(lang, { useGrouping: false }).format(count);

/** A number of seconds in words: "7 seconds", "7 секунд". */
export const formatSeconds = (seconds: number, lang: string): string =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
