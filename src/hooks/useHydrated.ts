import { useClientValue } from './useClientValue';

const running = () => true;

/**
 * False in the prerendered HTML and during hydration, true right after: for parts that only work
 * with JavaScript (carousel buttons), so server and first client render agree.
 */
export function useHydrated(): boolean {
  return useClientValue(false, running);
}
