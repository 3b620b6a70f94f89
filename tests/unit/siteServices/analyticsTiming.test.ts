import { describe, expect, it, vi } from 'vitest';
import { asksNotToBeTracked, countsThisVisit } from '@/siteServices/analytics/privacySignals';
import { idleLimitMs, whenIdleAfterLoad } from '@/siteServices/analytics/whenIdleAfterLoad';

const plausible = { provider: 'plausible', domain: 'someone.github.io' } as const;

describe('the privacy signals', () => {
  it('Global Privacy Control, Do Not Track or the older window.doNotTrack each stop the count', () => {
    expect(asksNotToBeTracked({ doNotTrack: null }, {})).toBe(false);
    expect(asksNotToBeTracked({ doNotTrack: '0', globalPrivacyControl: false }, {})).toBe(false);
    expect(asksNotToBeTracked({ doNotTrack: null, globalPrivacyControl: true }, {})).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '1' }, {})).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: null }, { doNotTrack: '1' })).toBe(true);
  });

  it('are respected unless the owner sets respectPrivacySignals to false', () => {
    const gpc = { doNotTrack: null, globalPrivacyControl: true };
    expect(countsThisVisit(plausible, gpc, {})).toBe(false);
    expect(countsThisVisit({ ...plausible, respectPrivacySignals: true }, gpc, {})).toBe(false);
    expect(countsThisVisit({ ...plausible, respectPrivacySignals: false }, gpc, {})).toBe(true);
    expect(countsThisVisit(plausible, { doNotTrack: null }, {})).toBe(true);
  });
});

/** A page whose load event and idle time come only when the test says. */
function fakePage({ loaded, idleCallbacks }: { loaded: boolean; idleCallbacks: boolean }) {
  const onLoad: (() => void)[] = [];
  const idle: { task: () => void; timeout?: number }[] = [];
  const timers: (() => void)[] = [];
  const target = {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    setTimeout: (task: () => void) => timers.push(task),
    ...(idleCallbacks && {
      requestIdleCallback: (task: () => void, options?: { timeout?: number }) =>
        idle.push({ task, timeout: options?.timeout }),
    }),
  } as unknown as Parameters<typeof whenIdleAfterLoad>[1];
  return { target, load: () => onLoad.forEach((listener) => listener()), idle, timers };
}

describe('the count waits for the load event, then for the browser to be idle', () => {
  it('nothing before the load event; after it, the task at the first idle time, with a limit', () => {
    const task = vi.fn();
    const page = fakePage({ loaded: false, idleCallbacks: true });
    whenIdleAfterLoad(task, page.target);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(page.idle).toEqual([{ task, timeout: idleLimitMs }]);
    expect(task).not.toHaveBeenCalled();
    page.idle[0]!.task();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page already loaded waits for idle time alone', () => {
    const task = vi.fn();
    const page = fakePage({ loaded: true, idleCallbacks: true });
    whenIdleAfterLoad(task, page.target);
    expect(page.idle).toHaveLength(1);
  });

  it('without requestIdleCallback (Safari), a timeout after the load stands in for it', () => {
    const task = vi.fn();
    const page = fakePage({ loaded: false, idleCallbacks: false });
    whenIdleAfterLoad(task, page.target);
    expect(page.timers).toHaveLength(0);
    page.load();
    expect(page.timers).toHaveLength(1);
    page.timers[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
