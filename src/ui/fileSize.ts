const KB = 1024;
const MB = 1024 * KB;

/** A file size as a reader expects it next to a download: "120 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / KB))} KB`;
}
