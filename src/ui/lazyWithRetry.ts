import { lazy, type ComponentType } from 'react';
import { loadWithRetry } from '@/services/loadWithRetry';

type Module<P> = { default: ComponentType<P> };

/**
 * A lazy component whose chunk is asked for again when it fails (`loadWithRetry`); after the last
 * failure `onFailure` says what takes its place, so a chunk that never comes never throws into
 * React.
 */
export function lazyWithRetry<P>(
  load: () => Promise<Module<P>>,
  onFailure: (error: unknown) => Module<P> | Promise<Module<P>>,
) {
  return lazy(() => loadWithRetry(load).catch(onFailure));
}
