/** One list of browser flags for Playwright and the node scripts (Lighthouse): scripts/chromium.mjs. */
export { chromiumArgs, chromiumPath, noChromium, snapshotsCheckedElsewhere, snapshotsMatchHere } from '../scripts/chromium.mjs';
