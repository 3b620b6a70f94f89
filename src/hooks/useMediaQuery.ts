import { useCallback, useSyncExternalStore } from 'react';

/**
 * Live result of a CSS media query. The server (and hydration) answer is `serverValue`, so the
 * prerendered HTML and the first client render agree; the real value follows right after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
