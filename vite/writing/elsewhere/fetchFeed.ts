/** A feed that has not answered whole by then is given up for this refresh. */
export const FEED_TIMEOUT_MS = 15_000;

const ACCEPT =
  'application/atom+xml, application/rss+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';

/** Why a fetch failed, in a line: Node's `fetch failed` says nothing without its cause (`ENOTFOUND`, `ECONNREFUSED`). */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer in time';
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message} (${cause.code ?? cause.message})` : error.message;
}

/** A feed's text, fetched with Node's fetch; throws on a status that is not 2xx or after `timeoutMs`. */
export async function fetchFeedText(address: string, timeoutMs: number = FEED_TIMEOUT_MS): Promise<string> {
  const response = await fetch(address, { headers: { accept: ACCEPT }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}
