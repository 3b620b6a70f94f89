import { useCallback } from 'react';
import { useClientValue } from './useClientValue';

/**
 * Live result of a CSS media query. The server (and hydration) answer is `serverValue`, so the
 * prerendered HTML and the first client render agree; the real value follows right after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const read = useCallback(() => window.matchMedia(query).matches, [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useClientValue(serverValue, read, subscribe);
}
