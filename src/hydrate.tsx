import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadSceneAfterPaint } from './scene/page/loadScene';
import { afterFirstPaint } from './services/afterFirstPaint';
import { startVitals } from './services/vitals';

/**
 * Hydrates the prerendered page (or renders it, on the dev server), then replays the taps made
 * before React was listening, and starts the optional work that waits for the first paint.
 */
export function startApp(container: HTMLElement, prerendered: boolean, replayTaps: () => void): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // taking the main thread in one long task: the page is already on screen, so there is no hurry,
  // and a tap or a key press during hydration is answered first.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  replayTaps();

  afterFirstPaint(() => void startVitals());
  loadSceneAfterPaint();
}
