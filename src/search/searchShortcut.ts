import { useEffect } from 'react';

/** Where a typed `/` is the visitor's text, not the shortcut. */
const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Whether a key press asks for the search: `/` outside a field, or Ctrl+K (⌘K on a Mac). */
export function asksForSearch(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k')
    return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInto(event.target);
}

/**
 * Calls `open` when the visitor presses the search's shortcut anywhere on the page (once hydrated). With
 * no search (`null`: the page's language has none) the keys stay the browser's.
 */
export function useSearchShortcut(open: (() => void) | null): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !asksForSearch(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
