import { expect, type Page, type Response } from '@playwright/test';
import { gzipSize, KB } from './distBundle';

/** A main page's first load, in every language: HTML, CSS, JS, fonts and images, gzipped as a host sends them. */
export const MAIN_PAGE_FIRST_LOAD = 500 * KB;

const COMPRESSIBLE = /text\/|javascript|json|svg|xml/;

/** One response of a first visit: its address, its type and the bytes a gzipping host sends. */
export interface Loaded {
  url: string;
  type: string;
  bytes: number;
}

/** How long the network must be quiet for a first load to count as over (Playwright's own `networkidle` wait). */
const QUIET_MS = 500;

/**
 * What the first visit to `path` fetches, as a host that gzips text (GitHub Pages does) would send
 * it: every response until the network is quiet after `load` and after the first contentful paint,
 * since the page asks for its app's script only once that paint is recorded
 * (src/services/afterFirstPaint.ts): on a busy machine, later than Playwright's `networkidle`.
 */
export async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const loads: Promise<Loaded>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  const listen = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    loads.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: COMPRESSIBLE.test(type) ? gzipSize(body) : body.length }),
        () => ({ url: response.url(), type, bytes: 0 }),
      ),
    );
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', listen);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await expect
    .poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100], timeout: 15_000 })
    .toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  page.off('response', listen);
  return Promise.all(loads);
}

/** The bytes of `firstLoad`, summed. */
export async function firstLoadBytes(page: Page, path: string): Promise<number> {
  return (await firstLoad(page, path)).reduce((total, load) => total + load.bytes, 0);
}
