import { describe, expect, it, vi } from 'vitest';
import { whenMotionAllowed, whenMotionReduced } from '../../src/services/whenMotionAllowed';

/** A window whose reduced-motion query the test switches, as the system setting would. */
function windowPreferring(reduced: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduced,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const target = { matchMedia: () => query } as unknown as Window;
  const switchTo = (next: boolean) => {
    query.matches = next;
    for (const listener of [...listeners]) listener();
  };
  return { target, switchTo, listeners };
}

describe('whenMotionAllowed', () => {
  it('runs at once when motion is allowed', () => {
    const task = vi.fn();
    whenMotionAllowed(task, windowPreferring(false).target);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits under reduced motion, runs once the visitor allows motion, and stops listening', () => {
    const task = vi.fn();
    const { target, switchTo, listeners } = windowPreferring(true);
    whenMotionAllowed(task, target);
    expect(task).not.toHaveBeenCalled();
    switchTo(true);
    expect(task).not.toHaveBeenCalled();
    switchTo(false);
    switchTo(true);
    switchTo(false);
    expect(task).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });

  it('stops waiting when cancelled', () => {
    const task = vi.fn();
    const { target, switchTo, listeners } = windowPreferring(true);
    const cancel = whenMotionAllowed(task, target);
    cancel();
    switchTo(false);
    expect(task).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe('whenMotionReduced', () => {
  it('runs once the visitor asks for reduced motion, once, and at once if they already do', () => {
    const later = vi.fn();
    const { target, switchTo, listeners } = windowPreferring(false);
    whenMotionReduced(later, target);
    switchTo(false);
    expect(later).not.toHaveBeenCalled();
    switchTo(true);
    switchTo(false);
    switchTo(true);
    expect(later).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);

    const now = vi.fn();
    whenMotionReduced(now, windowPreferring(true).target);
    expect(now).toHaveBeenCalledOnce();
  });
});
