import { watchHowFarSeen } from './motion/seenSoFar';
import { loadPageLanguage } from './language/loadPageLanguage';
import { loadWithRetry } from './services/loadWithRetry';
import { whenFirstPainted } from './services/afterFirstPaint';
import { whenPriorityImagePainted } from './services/afterPriorityImage';
import { holdEarlyTaps } from './services/holdEarlyTaps';
import { dragCarouselsEarly } from './ui/earlyCarouselDrag';
import './theme/fonts';
import './theme/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const prerendered = container.firstElementChild !== null;
watchHowFarSeen();
const replayTaps = prerendered ? holdEarlyTaps() : () => {};
if (prerendered) dragCarouselsEarly();

const start = () =>
  void Promise.all([loadWithRetry(() => import('./hydrate')), loadPageLanguage(document.documentElement.lang)]).then(
    ([{ startApp }, language]) => startApp(container, prerendered, replayTaps, language),
    () => {
      replayTaps();
      console.warn(
        'The page script did not load: links and the contact form work without it, the buttons that need it do not.',
      );
    },
  );

// The production build ships the page prerendered into #root (the dev server does not): it paints,
// its photo included, before the app's script is fetched and run, which then hydrates it
// (vite/paintFirst.ts says why the app is not preloaded).
if (prerendered) whenFirstPainted(() => whenPriorityImagePainted(start));
else start();
