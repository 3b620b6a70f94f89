import { existsSync } from 'node:fs';

/**
 * The browser every suite drives (Playwright, Lighthouse, bench): CHROME_PATH, then Debian's
 * Chromium, then undefined, which lets Playwright use its own download.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  return candidates.find((candidate) => Boolean(candidate && existsSync(candidate)));
}

/** Flags for an offline machine without a GPU: no phoning home, WebGL through SwiftShader. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
