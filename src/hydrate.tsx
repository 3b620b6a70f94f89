import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { LanguageProvider } from './language/LanguageContext';
import type { PageLanguage } from './language/pageLanguage';
import { scheduleScene } from './scene/page/scheduleScene';
import { afterFirstPaint } from './services/afterFirstPaint';
import { loadWithRetry } from './services/loadWithRetry';

/**
 * Hydrates the prerendered page in its language (or renders it, on the dev server), then replays the
 * taps made before React was listening, and starts the optional work that waits for the first paint.
 * `language`: the page in its language, with several languages (main.tsx loads it beside this chunk);
 * with one, the context's own.
 */
export function startApp(
  container: HTMLElement,
  prerendered: boolean,
  replayTaps: () => void,
  language: PageLanguage | undefined,
): void {
  const app = (
    <StrictMode>
      {language ? (
        <LanguageProvider value={language}>
          <App />
        </LanguageProvider>
      ) : (
        <App />
      )}
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // taking the main thread in one long task: the page is already on screen, so there is no hurry,
  // and a tap or a key press during hydration is answered first.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  replayTaps();

  // Known when the page is built: a build with no vitals sink has no vitals code at all.
  if (import.meta.env.DEV || import.meta.env.VITE_VITALS_URL)
    afterFirstPaint(
      () =>
        void loadWithRetry(() => import('./services/vitals'))
          .then(({ startVitals }) => startVitals())
          .catch(() => undefined),
    );
  scheduleScene();
}
