import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const TuningPanel = lazy(() => import('./TuningPanel'));

/** The Leva panel (its own chunk) in its own React root on the page; Leva draws into document.body. */
export function mountTuningPanel(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <TuningPanel />
    </Suspense>,
  );
}
