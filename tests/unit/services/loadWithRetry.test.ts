import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError, loadWithRetry } from '@/services/loadWithRetry';

afterEach(() => vi.useRealTimers());

describe('loadWithRetry', () => {
  it('returns the module of the first attempt that works', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ ready: true });
    await expect(loadWithRetry(loader, { backoffMs: 0 })).resolves.toEqual({ ready: true });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retries with a LoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const loader = vi.fn().mockRejectedValue(cause);
    const failure = loadWithRetry(loader, { retries: 2, backoffMs: 0 });
    await expect(failure).rejects.toBeInstanceOf(LoadError);
    await expect(failure).rejects.toMatchObject({ cause });
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('counts an attempt with no answer within the time-out as failed, then asks again', async () => {
    vi.useFakeTimers();
    const loader = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue('late but there');
    const result = loadWithRetry(loader, { timeoutMs: 120_000, backoffMs: 1_000 });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000);
    expect(loader).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('late but there');
  });

  it('waits longer before each further attempt', async () => {
    vi.useFakeTimers();
    const loader = vi.fn().mockRejectedValue(new Error('offline'));
    const result = loadWithRetry(loader, { retries: 2, backoffMs: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(499);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(loader).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(LoadError);
  });
});
