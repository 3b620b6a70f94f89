/**
 * What loads late (lazy chunks: the scene's code, motion, vitals, …; the scene worker itself) must
 * never take the page down with it. One attempt gets 120 s; after that, or after a network error, it
 * is tried again `retries` times before the caller is told to carry on without the feature.
 */
export interface RetryOptions {
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  /** Further attempts after the first one fails. */
  retries?: number;
  /** Pause before each further attempt; doubles every time. */
  backoffMs?: number;
}

export const LOAD_TIMEOUT_MS = 120_000;

export class LoadError extends Error {
  override readonly name = 'LoadError';
}

/**
 * Runs `loader` (an `import()`, or the start of a worker) until it succeeds or every attempt has failed,
 * then rejects with a `LoadError`. Callers catch that and degrade quietly, e.g.
 * `loadWithRetry(() => import('@/scene/gpu/hostScene')).then(host, (error) => failScene(...))`; the
 * scene worker's own start-up is retried the same way (`src/scene/page/sceneWorker.ts`).
 */
export async function loadWithRetry<T>(
  loader: () => Promise<T>,
  { timeoutMs = LOAD_TIMEOUT_MS, retries = 1, backoffMs = 1_000 }: RetryOptions = {},
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
  throw new LoadError(`Loading failed ${retries + 1} times`, { cause: lastError });
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadError(`No answer within ${timeoutMs} ms`)), timeoutMs);
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
