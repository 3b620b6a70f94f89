import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { LanguageProvider } from './language/LanguageContext';
import { pageLanguage, severalLanguages } from './language/siteLanguages';
import { scheduleScene } from './scene/page/scheduleScene';
import { afterFirstPaint } from './services/afterFirstPaint';
import { startVitals } from './services/vitals';

/**
 * Hydrates the prerendered page (or renders it, on the dev server), then replays the taps made
 * before React was listening, and starts the optional work that waits for the first paint.
 */
export function startApp(container: HTMLElement, prerendered: boolean, replayTaps: () => void): void {
  // The page's language is the one it was prerendered in (scripts/prerender.mjs writes <html lang>); with one
  // language, the context's default.
  const app = (
    <StrictMode>
      {severalLanguages ? (
        <LanguageProvider value={pageLanguage(document.documentElement.lang)}>
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

  afterFirstPaint(() => void startVitals());
  scheduleScene();
}
