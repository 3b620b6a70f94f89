import { describe, expect, it, vi } from 'vitest';
import { paintRecordLimitMs } from '@/services/afterFirstPaint';
import { whenPriorityImageShown } from '@/services/afterPriorityImage';

/** A page whose priority image decodes when `decoded()` is called, whose frames and timers run when asked. */
function fakePage({ withImage = true } = {}) {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const image = {
    decode: () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  };
  const target = {
    document: {
      querySelector: (selector: string) => (withImage && selector === 'img[fetchpriority="high"]' ? image : null),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  } as unknown as Window;
  const runTimers = (upTo: number) => {
    const due = timers.filter((timer) => timer.delay <= upTo);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > upTo));
    for (const timer of due) timer.callback();
  };
  return {
    target,
    async decoded() {
      settle?.resolve();
      await Promise.resolve();
    },
    async failed() {
      settle?.reject(new Error('the photo did not load'));
      await Promise.resolve();
    },
    /** The next frame is presented, then the timers due right after it run. */
    frame() {
      for (const callback of frames.splice(0)) callback();
      runTimers(0);
    },
    wait: runTimers,
  };
}

describe('whenPriorityImageShown', () => {
  it('waits until the frame after the photo is decoded, so the app is asked for after the largest paint', async () => {
    const page = fakePage();
    const start = vi.fn();
    whenPriorityImageShown(start, page.target);
    page.frame();
    expect(start).not.toHaveBeenCalled();
    await page.decoded();
    expect(start).not.toHaveBeenCalled();
    page.frame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes ahead at once on a page without a priority image', () => {
    const page = fakePage({ withImage: false });
    const start = vi.fn();
    whenPriorityImageShown(start, page.target);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('goes ahead when the photo fails, and when it has not come in time, once either way', async () => {
    const failing = fakePage();
    const afterFailure = vi.fn();
    whenPriorityImageShown(afterFailure, failing.target);
    await failing.failed();
    failing.wait(paintRecordLimitMs);
    expect(afterFailure).toHaveBeenCalledTimes(1);

    const slow = fakePage();
    const afterWait = vi.fn();
    whenPriorityImageShown(afterWait, slow.target);
    slow.wait(paintRecordLimitMs - 1);
    expect(afterWait).not.toHaveBeenCalled();
    slow.wait(paintRecordLimitMs);
    await slow.decoded();
    slow.frame();
    expect(afterWait).toHaveBeenCalledTimes(1);
  });
});
