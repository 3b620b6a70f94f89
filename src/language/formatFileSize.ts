const KB = 1024;
const MB = 1024 * KB;

/** A file size as a reader expects it next to a download: "120 kB", "1.4 MB". */
export function formatFileSize(bytes: number, lang: string): string {
  if (bytes >= MB)
    return new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
    }).format(bytes / MB);
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / KB)),
  );
}
