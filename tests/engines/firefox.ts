import { existsSync } from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
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
      await page.goto('about:blank');
      problems = [];
      await page.goto(url, { waitUntil: 'load' });
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
