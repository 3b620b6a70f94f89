import type { Page, Response } from '@playwright/test';
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

/**
 * What the first visit to `path` fetches, as a host that gzips text (GitHub Pages does) would send
 * it: every response until the network is quiet after `load`.
 */
export async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const loads: Promise<Loaded>[] = [];
  const listen = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    loads.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: COMPRESSIBLE.test(type) ? gzipSize(body) : body.length }),
        () => ({ url: response.url(), type, bytes: 0 }),
      ),
    );
  };
  page.on('response', listen);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  page.off('response', listen);
  return Promise.all(loads);
}

/** The bytes of `firstLoad`, summed. */
export async function firstLoadBytes(page: Page, path: string): Promise<number> {
  return (await firstLoad(page, path)).reduce((total, load) => total + load.bytes, 0);
}
