import type { PageEnd } from '@/scene/protocol';

export const pageVisible = () => document.visibilityState === 'visible';

/** Tells the scene when the tab is hidden or shown. */
export function feedPageState(end: PageEnd): () => void {
  const onVisibility = () => end.send({ type: 'page-visible', visible: pageVisible() });
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
