import { sendPageView } from 'virtual:analytics-sender';
import { analytics } from 'virtual:services';
import { countsThisVisit } from './privacySignals';
import { visitedPage } from './visitedPage';
import { whenIdleAfterLoad } from './whenIdleAfterLoad';

// The counter's entry (vite/analyticsScript.ts), in a build with analytics alone: every page but the
// 404s runs it once (scripts/prerender.mjs), so each counts one view.
const counter = analytics;
if (counter && countsThisVisit(counter)) whenIdleAfterLoad(() => sendPageView(counter, visitedPage()));
