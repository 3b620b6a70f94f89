import { failureReason } from '../writing/elsewhere/fetchFeed.ts';

export const GITHUB_API = 'https://api.github.com';

/** A request that has not answered whole by then is given up for this refresh. */
export const GITHUB_TIMEOUT_MS = 15_000;

export interface GitHubRequestOptions {
  /** `GITHUB_TOKEN`: 5,000 requests an hour instead of 60 a client may make without one. */
  token?: string;
  /** Node's `fetch`; the tests give their own. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** When the rate limit lifts, from its `x-ratelimit-reset` (seconds since 1970), as `HH:MM UTC`. */
function resetTime(response: Response): string | undefined {
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (!reset) return undefined;
  return `${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`;
}

/** Why GitHub refused, in a line. */
function refusal(response: Response, authenticated: boolean): string {
  const limited =
    (response.status === 403 || response.status === 429) && response.headers.get('x-ratelimit-remaining') === '0';
  if (limited) {
    const reset = resetTime(response);
    return `GitHub's rate limit is reached (HTTP ${response.status})${reset ? `, until ${reset}` : ''}${
      authenticated ? '' : '; a GITHUB_TOKEN lifts it from 60 requests an hour to 5,000'
    }`;
  }
  if (response.status === 404) return 'not found (HTTP 404): renamed, private or deleted';
  return `HTTP ${response.status}`;
}

/** The JSON GitHub's REST API gives for `path` (`/repos/owner/name`); throws with a reason in a line. */
export async function gitHubJson(path: string, options: GitHubRequestOptions = {}): Promise<Record<string, unknown>> {
  const { token, fetch: fetchFn = fetch, timeoutMs = GITHUB_TIMEOUT_MS } = options;
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchFn(`${GITHUB_API}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(failureReason(error), { cause: error });
  }
  if (!response.ok) throw new Error(refusal(response, Boolean(token)));
  return (await response.json()) as Record<string, unknown>;
}
