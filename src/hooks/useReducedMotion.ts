import { reducedMotionQuery } from '@/theme/breakpoints';
import { useMediaQuery } from './useMediaQuery';

/**
 * True when the visitor asked the system for less motion. The prerender and hydration assume
 * "reduced" until the query is read, so no effect starts (or loads its code) in that first pass
 * only to be undone a moment later for a visitor who wants no motion.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery, true);
}
