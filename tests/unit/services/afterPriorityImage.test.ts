import { describe, expect, it, vi } from 'vitest';
import { paintRecordLimitMs } from '@/services/afterFirstPaint';
import { whenPriorityImagePainted } from '@/services/afterPriorityImage';

interface PageOptions {
  /** Whether the page has a `fetchpriority="high"` image. */
  withImage?: boolean;
  /** Whether the browser records largest-contentful-paint candidates (Safari does not). */
  recordsLargestPaint?: boolean;
  /** The image's box in a 400 × 800 viewport. */
  imageBox?: { left: number; top: number; right: number; bottom: number };
}

/**
 * A page whose priority image decodes when `decoded()` is called and whose browser reports its
 * largest-paint records when `recorded()` is; timers run only when `wait()` says so.
 */
function fakePage({
  withImage = true,
  recordsLargestPaint = true,
  imageBox = { left: 20, top: 100, right: 320, bottom: 400 },
}: PageOptions = {}) {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let report: ((entries: { element: unknown; size: number }[]) => void) | undefined;
  const timers: { callback: () => void; delay: number }[] = [];
  const image = {
    decode: () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
    getBoundingClientRect: () => imageBox,
  };
  class FakeObserver {
    static supportedEntryTypes = recordsLargestPaint ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: (list: { getEntries(): unknown[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  const target = {
    document: {
      querySelector: (selector: string) => (withImage && selector === 'img[fetchpriority="high"]' ? image : null),
    },
    innerWidth: 400,
    innerHeight: 800,
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  } as unknown as Window & typeof globalThis;
  return {
    target,
    image,
    async decoded() {
      settle?.resolve();
      await Promise.resolve();
    },
    async failed() {
      settle?.reject(new Error('the photo did not load'));
      await Promise.resolve();
    },
    recorded(...entries: { element: unknown; size: number }[]) {
      report?.(entries);
    },
    wait(ms: number) {
      const due = timers.filter((timer) => timer.delay <= ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > ms));
      for (const timer of due) timer.callback();
    },
  };
}

const title = { element: 'the title', size: 16_000 };

describe('whenPriorityImagePainted', () => {
  it('waits past the text’s paint for the browser’s record of the photo’s, so the app is asked for after the largest paint', async () => {
    const page = fakePage();
    const start = vi.fn();
    whenPriorityImagePainted(start, page.target);
    page.recorded(title);
    await page.decoded();
    expect(start).not.toHaveBeenCalled();
    page.recorded({ element: page.image, size: 90_000 });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes ahead at once without a priority image, or where the browser keeps no such record', () => {
    for (const options of [{ withImage: false }, { recordsLargestPaint: false }]) {
      const page = fakePage(options);
      const start = vi.fn();
      whenPriorityImagePainted(start, page.target);
      expect(start, JSON.stringify(options)).toHaveBeenCalledTimes(1);
    }
  });

  it('does not wait for a photo that cannot be the largest paint: out of view, or smaller than the text', async () => {
    const scrolledPast = fakePage({ imageBox: { left: 20, top: -900, right: 320, bottom: -600 } });
    const afterScrolledPast = vi.fn();
    whenPriorityImagePainted(afterScrolledPast, scrolledPast.target);
    await scrolledPast.decoded();
    expect(afterScrolledPast, 'with no record at all').toHaveBeenCalledTimes(1);

    const small = fakePage({ imageBox: { left: 20, top: 100, right: 120, bottom: 200 } });
    const afterSmall = vi.fn();
    whenPriorityImagePainted(afterSmall, small.target);
    small.recorded(title);
    await small.decoded();
    expect(afterSmall).toHaveBeenCalledTimes(1);
  });

  it('goes ahead once when the photo fails, and when no record has come in time', async () => {
    const failing = fakePage();
    const afterFailure = vi.fn();
    whenPriorityImagePainted(afterFailure, failing.target);
    await failing.failed();
    failing.wait(paintRecordLimitMs);
    expect(afterFailure).toHaveBeenCalledTimes(1);

    const unrecorded = fakePage();
    const afterWait = vi.fn();
    whenPriorityImagePainted(afterWait, unrecorded.target);
    await unrecorded.decoded();
    unrecorded.wait(paintRecordLimitMs - 1);
    expect(afterWait).not.toHaveBeenCalled();
    unrecorded.wait(paintRecordLimitMs);
    unrecorded.recorded({ element: unrecorded.image, size: 90_000 });
    expect(afterWait).toHaveBeenCalledTimes(1);
  });
});
