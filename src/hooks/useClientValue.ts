import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (a media query's answer, whether React runs the page), starting
 * from `serverValue`, what the prerendered HTML was rendered with, so hydration matches it. The
 * browser's value follows right after hydration, and on every `subscribe` change, as a transition:
 * React renders it in slices between frames. (useSyncExternalStore re-renders every reader whose
 * value differs from the server's synchronously, in one task per hydrated section: the longest
 * tasks of start-up.)
 */
export function useClientValue<T>(serverValue: T, read: () => T, subscribe?: (onChange: () => void) => () => void): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}
