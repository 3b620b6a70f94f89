import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadBackdropAfterPaint } from './scene/page/loadBackdrop';
import { afterFirstPaint } from './services/afterFirstPaint';
import { startVitals } from './services/vitals';
import './theme/fonts';
import './theme/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The production build ships the page prerendered into #root; the dev server does not. Hydrating
// in a transition lets React yield to the browser every few milliseconds instead of taking the main
// thread in one long task: the page is already on screen, so there is no hurry, and a tap or a key
// press during hydration is answered first.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

afterFirstPaint(() => void startVitals());
loadBackdropAfterPaint();
