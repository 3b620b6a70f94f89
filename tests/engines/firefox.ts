import { existsSync } from 'node:fs';
import puppeteer, { TimeoutError, type Page } from 'puppeteer-core';
import type { Engine, EnginePage, Key, LaunchOptions } from './driver';
import { scrolledToRest } from './inPage';

const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox preferences for each launch option; WebGL is forced on because this machine has no GPU on Mozilla's allow list. */
function prefs({ reducedMotion = false, webgl = true }: LaunchOptions): Record<string, unknown> {
  return {
    'webgl.force-enabled': webgl,
    'webgl.disabled': !webgl,
    'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
  };
}

/** Firefox ESR, driven by puppeteer-core over WebDriver BiDi, headful on the given X display. */
export const firefox: Engine = {
  id: 'firefox',
  name: 'Firefox ESR',
  sceneHost: 'worker',
  // Firefox's viewport (a setViewport of the page) takes any phone width.
  narrowestViewport: 320,
  missing() {
    if (existsSync(executablePath)) return undefined;
    return `Firefox ESR is not installed (no ${executablePath}): install it with \`sudo apt-get install firefox-esr\`, or set FIREFOX_PATH to a Firefox binary.`;
  },
  async launch(display, options = {}) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: false,
      defaultViewport: { width: 1440, height: 900 },
      extraPrefsFirefox: prefs(options),
      env: { ...process.env, DISPLAY: display },
    });
    const page = await browser.newPage();
    return { page: adapt(page), version: await browser.version(), close: () => browser.close() };
  },
};

function adapt(page: Page): EnginePage {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  return {
    async goto(url) {
      await arrive(page, 'about:blank');
      problems = [];
      await arrive(page, url);
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      if (!(await page.evaluate(scrolledToRest, selector)))
        throw new Error(`${selector} is missing or still moving after 5 s`);
      await page.click(selector);
    },
    async fill(selector, text) {
      await page.$eval(selector, (field) => (field as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      await page.type(selector, text);
    },
    press: (key: Key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    problems: async () => [...problems],
  };
}

/**
 * Opens `url` and waits for its load event. Firefox's WebDriver BiDi can report a load under another
 * navigation's id (puppeteer#13041, Mozilla bug 1879163), and puppeteer's goto then waits for a load
 * that has already happened: seen once in CI, under load, as a 30 s navigation timeout. So a goto
 * that has not seen its load after a while asks the page itself whether it is there and loaded.
 */
async function arrive(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    const href = new URL(url).href;
    await page.waitForFunction(
      (wanted: string) => location.href === wanted && document.readyState === 'complete',
      { timeout: 30_000 },
      href,
    );
    console.warn(`Firefox: the driver missed the load of ${href}; the page says it has loaded`);
  }
}
