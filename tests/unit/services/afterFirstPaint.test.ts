import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, paintRecordLimitMs, whenFirstPainted } from '@/services/afterFirstPaint';

/** A page that has loaded, whose first contentful paint is recorded only when `paint()` is called. */
function fakePage() {
  const painted: { name: string }[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  let observe: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observe = () => this.callback({ getEntriesByName: (name) => painted.filter((entry) => entry.name === name) });
    }
    disconnect() {
      observe = undefined;
    }
  }
  const target = {
    document: { readyState: 'complete' },
    performance: { getEntriesByName: (name: string) => painted.filter((entry) => entry.name === name) },
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void, delay = 0) => (delay === 0 ? callback() : timers.push({ callback, delay })),
    requestAnimationFrame: (callback: () => void) => callback(),
  } as unknown as Window & typeof globalThis;
  return {
    target,
    /** Runs the timers the page set that are due `ms` after they were set. */
    wait(ms: number) {
      const due = timers.filter((timer) => timer.delay <= ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > ms));
      for (const timer of due) timer.callback();
    },
    paint() {
      painted.push({ name: 'first-contentful-paint' });
      observe?.();
    },
  };
}

describe('afterFirstPaint', () => {
  it('waits for the browser to record the first contentful paint, not just for a frame', () => {
    const page = fakePage();
    const task = vi.fn();
    afterFirstPaint(task, page.target);
    expect(task).not.toHaveBeenCalled();
    page.paint();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page has already painted', () => {
    const page = fakePage();
    page.paint();
    const task = vi.fn();
    afterFirstPaint(task, page.target);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes ahead without the record when the browser never makes one (Firefox opened at a #section)', () => {
    const page = fakePage();
    const task = vi.fn();
    whenFirstPainted(task, page.target);
    page.wait(paintRecordLimitMs - 1);
    expect(task).not.toHaveBeenCalled();
    page.wait(paintRecordLimitMs);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs once when the record arrives after the wait gave up on it', () => {
    const page = fakePage();
    const task = vi.fn();
    whenFirstPainted(task, page.target);
    page.wait(paintRecordLimitMs);
    page.paint();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
