import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Key as WebDriverKey, remote } from 'webdriverio';
import { freePort } from '../support/freePort';
import type { Engine, EnginePage, Key, LaunchOptions } from './driver';
import { scrolledToRest } from './inPage';

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const browserPath = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** MiniBrowser's window does not get narrower than this (its toolbar), so neither does the viewport. */
const narrowestWindow = 447;

/** WebKitGTK's MiniBrowser, driven by WebdriverIO over classic WebDriver (WebKitWebDriver), on the given X display. */
export const webkit: Engine = {
  id: 'webkit',
  name: 'WebKitGTK',
  sceneHost: 'page',
  narrowestViewport: narrowestWindow,
  missing() {
    const absent = [driverPath, browserPath].filter((file) => !existsSync(file));
    if (absent.length === 0) return undefined;
    return `WebKitGTK is not installed (no ${absent.join(', no ')}): install it with \`sudo apt-get install webkit2gtk-driver\`, or set WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH.`;
  },
  async launch(display, options = {}) {
    const settings = await gtkSettings(options);
    const port = await freePort();
    // Its own process group: stopping it stops the MiniBrowser it started too.
    const driver = spawn(driverPath, [`--port=${port}`], {
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: settings,
        WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
        // Frames through shared memory, as there is no GPU here. Not WEBKIT_DISABLE_DMABUF_RENDERER: with
        // it WebKitGTK 2.50 has no backing store to composite into, and the browser segfaults as soon as a
        // page composites (a cross-document view transition, opening a case study).
        WEBKIT_DMABUF_RENDERER_FORCE_SHM: '1',
      },
    });
    const stop = async () => {
      if (driver.exitCode === null && driver.pid) process.kill(-driver.pid);
      await rm(settings, { recursive: true, force: true });
    };
    try {
      await listening(driver, port);
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'error',
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': {
            binary: browserPath,
            args: ['--automation', `--enable-webgl=${options.webgl ?? true}`],
          },
        } as WebdriverIO.Capabilities,
      });
      const close = async () => {
        await within(browser.deleteSession(), sessionEndTimeout, 'the session did not end').catch(() => undefined);
        await stop();
      };
      return { page: adapt(browser), version: String(browser.capabilities.browserVersion), close };
    } catch (error) {
      await stop();
      throw error;
    }
  },
};

/**
 * A GTK settings folder of our own: WebKitGTK answers `prefers-reduced-motion: reduce` when GTK's
 * animations are off, and the machine's own settings must not decide either way.
 */
async function gtkSettings({ reducedMotion = false }: LaunchOptions): Promise<string> {
  const home = await mkdtemp(path.join(tmpdir(), 'webkit-gtk-'));
  await mkdir(path.join(home, 'gtk-3.0'));
  await writeFile(path.join(home, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`);
  return home;
}

/** Resolves once the driver answers on its port; rejects if it exits first. */
async function listening(driver: ChildProcess, port: number): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited with ${code}`))),
  );
  const answered = (async () => {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/status`).catch(() => undefined);
      if (status?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([answered, exited]);
}

/** A screenshot waits for the page's next presented frame; a page that presents none would hang the journey. */
const screenshotTimeout = 10_000;
const sessionEndTimeout = 5_000;

/** The promise's value, or an error saying `what` once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const keys: Record<Key, string> = {
  Escape: WebDriverKey.Escape,
  Tab: WebDriverKey.Tab,
  End: WebDriverKey.End,
  Home: WebDriverKey.Home,
  '/': '/',
};

/** Collects uncaught errors and console errors from now on: classic WebDriver has no console channel. */
function watchProblems(): void {
  const page = window as Window & { engineProblems?: string[] };
  if (page.engineProblems) return;
  const problems: string[] = [];
  page.engineProblems = problems;
  window.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`uncaught (in promise): ${String(event.reason)}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

function adapt(browser: WebdriverIO.Browser): EnginePage {
  /** Window height beyond the viewport (MiniBrowser's toolbar), measured once. */
  let chrome: number | undefined;
  return {
    async goto(url) {
      await browser.url('about:blank');
      await browser.url(url);
      await browser.execute(watchProblems);
    },
    evaluate: (fn, ...args) => browser.execute(fn as (...values: unknown[]) => unknown, ...args) as never,
    async click(selector) {
      if (!(await browser.execute(scrolledToRest, selector)))
        throw new Error(`${selector} is missing or still moving after 5 s`);
      await (await browser.$(selector)).click();
    },
    async fill(selector, text) {
      const field = await browser.$(selector);
      await field.click();
      await browser.execute((element) => (element as unknown as HTMLInputElement).select(), field);
      await browser.keys(WebDriverKey.Backspace);
      // Element Send Keys types a line into the field; a line break is the Enter key.
      for (const [index, line] of text.split('\n').entries()) {
        if (index > 0) await browser.keys(WebDriverKey.Enter);
        if (line) await field.addValue(line);
      }
    },
    press: (key) => browser.keys(keys[key]),
    async resize(width, height) {
      if (width < narrowestWindow)
        throw new Error(`MiniBrowser's window is at least ${narrowestWindow} px wide; ${width} px was asked for`);
      if (chrome === undefined) {
        await browser.setWindowSize(width, height);
        chrome = await browser.execute(() => window.outerHeight - window.innerHeight);
      }
      await browser.setWindowSize(width, height + chrome);
    },
    async screenshot() {
      const png = await within(
        browser.takeScreenshot(),
        screenshotTimeout,
        `WebKitGTK took no screenshot within ${screenshotTimeout / 1000} s: it waits for the page's next presented frame, and none came`,
      );
      return Buffer.from(png, 'base64');
    },
    problems: () =>
      browser.execute(() => [...((window as Window & { engineProblems?: string[] }).engineProblems ?? [])]),
  };
}
