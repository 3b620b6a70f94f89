import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const TuningPanel = lazy(() => import('./TuningPanel'));

let mounted = false;

/**
 * The Leva panel (its own chunk) in its own React root on the page; Leva draws into document.body.
 * Once per page: it stays while a scene is taken down under reduced motion and feeds the next one.
 */
export function mountTuningPanel(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <TuningPanel />
    </Suspense>,
  );
}
