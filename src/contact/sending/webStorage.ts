/**
 * The browser's `localStorage` or `sessionStorage`, or `undefined` where there is none or where the
 * visitor blocks site data (then merely reading the property throws a SecurityError).
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}
