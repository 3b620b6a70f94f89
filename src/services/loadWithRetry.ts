/**
 * Lazy chunks (the scene worker and its code, motion, vitals, …) must never take the page down with them. The spec gives a
 * script chunk 120 s to arrive; after that, or after a network error, the chunk is asked for again
 * `retries` times before the caller is told to carry on without the feature.
 */
export interface RetryOptions {
  /** How long one attempt may take before it counts as failed (spec: 120 s). */
  timeoutMs?: number;
  /** Further attempts after the first one fails. */
  retries?: number;
  /** Pause before each further attempt; doubles every time. */
  backoffMs?: number;
}

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Runs `loader` (normally `() => import('./Thing')`) until it succeeds or every attempt has failed,
 * then rejects with a `ChunkLoadError`. Callers catch that and degrade quietly, e.g.
 * `importWithRetry(() => import('@/scene/gpu/hostScene')).then(host, (error) => failScene(...))`; the
 * scene worker's own start-up is retried the same way (`src/scene/page/workerHost.ts`).
 */
export async function importWithRetry<T>(
  loader: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1, backoffMs = 1_000 }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await delay(backoffMs * 2 ** (attempt - 1));
    try {
      return await withTimeout(loader(), timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(`A lazy chunk failed ${retries + 1} times`, { cause: lastError });
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`No answer within ${timeoutMs} ms`)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
