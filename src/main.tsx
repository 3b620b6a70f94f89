import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadBackdropAfterPaint } from './loadBackdrop';
import { afterFirstPaint } from './services/afterFirstPaint';
import { retryFailedStylesheets } from './services/preloadErrors';
import { startVitals } from './services/vitals';
import './theme/fonts';
import './theme/global.css';

retryFailedStylesheets();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The production build ships the page prerendered into #root; the dev server does not.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

afterFirstPaint(() => void startVitals());
loadBackdropAfterPaint();
