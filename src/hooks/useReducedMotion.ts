import { reducedMotionQuery } from '@/theme/breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** True when the visitor asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery);
}
