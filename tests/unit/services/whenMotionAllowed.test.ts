import { describe, expect, it, vi } from 'vitest';
import { whenMotionAllowed, whenMotionReduced } from '@/services/whenMotionAllowed';

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

/** Each waiter, with the preference it waits for: `reduced` true when it waits for reduced motion. */
const waiters = [
  { name: 'whenMotionAllowed', wait: whenMotionAllowed, reduced: false },
  { name: 'whenMotionReduced', wait: whenMotionReduced, reduced: true },
];

describe.each(waiters)('$name', ({ wait, reduced }) => {
  it('runs at once when the visitor already has that preference', () => {
    const task = vi.fn();
    wait(task, windowPreferring(reduced).target);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits while the visitor has the other preference, runs once they switch, once, and stops listening', () => {
    const task = vi.fn();
    const { target, switchTo, listeners } = windowPreferring(!reduced);
    wait(task, target);
    expect(task).not.toHaveBeenCalled();
    switchTo(!reduced);
    expect(task).not.toHaveBeenCalled();
    switchTo(reduced);
    switchTo(!reduced);
    switchTo(reduced);
    expect(task).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });

  it('stops waiting when cancelled', () => {
    const task = vi.fn();
    const { target, switchTo, listeners } = windowPreferring(!reduced);
    const cancel = wait(task, target);
    cancel();
    switchTo(reduced);
    expect(task).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
