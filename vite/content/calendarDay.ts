/** Whether `text` is a day written `YYYY-MM-DD` that the calendar has: not 2026-02-30, nor 2026-13-01. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // A day past its month's end is read as one of the next month's, so it does not come back as itself.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}
