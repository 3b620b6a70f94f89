// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchShortcut } from '@/search/searchShortcut';
import '../../support/dom';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('the search shortcut', () => {
  it('opens the search on / and Ctrl+K, and keeps those keys from the browser', () => {
    const open = vi.fn();
    renderHook(() => useSearchShortcut(open));
    expect(press({ key: '/' }).defaultPrevented).toBe(true);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('leaves / and Ctrl+K to the browser (its quick find, its search bar) on a page whose language has no search', () => {
    renderHook(() => useSearchShortcut(null));
    expect(press({ key: '/' }).defaultPrevented).toBe(false);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
  });
});
