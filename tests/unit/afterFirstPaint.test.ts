import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../src/services/afterFirstPaint';

/** A page that has loaded, whose first contentful paint is recorded only when `paint()` is called. */
function fakePage() {
  const painted: { name: string }[] = [];
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
    setTimeout: (callback: () => void) => callback(),
    requestAnimationFrame: (callback: () => void) => callback(),
  } as unknown as Window & typeof globalThis;
  return {
    target,
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
});
