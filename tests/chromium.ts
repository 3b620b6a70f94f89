/** One list of browser flags for Playwright and the node scripts (Lighthouse): scripts/lib/chromium.mjs. */
export {
  chromiumArgs,
  chromiumPath,
  noChromium,
  playwrightChromiumArgs,
  snapshotsCheckedElsewhere,
  snapshotsMatchHere,
} from '../scripts/lib/chromium.mjs';
