import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser every suite drives (Playwright, Lighthouse, bench): CHROME_PATH, then Debian's
 * Chromium, then Playwright's own download (macOS, Windows), else undefined.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', chromium.executablePath()];
  return candidates.find((candidate) => Boolean(candidate && existsSync(candidate)));
}

/** The one line that says how to get a browser when chromiumPath() finds none. */
export const noChromium =
  'No Chromium found: run `npx playwright install chromium` once (or set CHROME_PATH to a Chromium or Chrome).';

/**
 * Where the visual snapshots can match: they are recorded in Debian's Chromium and fonts (the Record
 * visual snapshots workflow), and text is drawn differently on macOS and Windows.
 */
export const snapshotsMatchHere = process.platform === 'linux';

/** What a run elsewhere says instead of comparing them. */
export const snapshotsCheckedElsewhere = `visual snapshots not compared on ${process.platform}: they are recorded on Linux in Debian's Chromium and checked by the deploy workflow (docs/testing.md).`;

/**
 * Flags for an offline machine without a GPU: no phoning home, WebGL through SwiftShader, and the page
 * rastered and composited through it as a GPU would (what Lighthouse and the bench measure).
 */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * The Playwright suites' flags: the page rastered and composited by Skia on the CPU, as Chromium
 * draws where it does not use the GPU, instead of through SwiftShader's emulated GPU; WebGL still
 * runs in SwiftShader. The same snapshots match, in about three quarters of the time
 * (docs/performance.md#npm-test-on-a-slow-or-busy-machine). The specs that run the scene ask for
 * `chromiumArgs` (`sceneBrowser` in tests/e2e/scene-helpers.ts): drawn so, WebGL's frames reach the
 * screen late enough to miss what they time, and a crash of the GPU process no longer takes the page's.
 */
export const playwrightChromiumArgs = [...chromiumArgs, '--disable-gpu-rasterization', '--disable-gpu-compositing'];
