import type { Request, Route } from '@playwright/test';
import type { Analytics } from '../../src/contentShape/services';
import { CLOUDFLARE_BEACON } from '../../src/siteServices/analytics/cloudflare';
import { goatCounterEndpoint } from '../../src/siteServices/analytics/goatcounter';
import { plausibleEndpoint } from '../../src/siteServices/analytics/plausible';
import { umamiEndpoint } from '../../src/siteServices/analytics/umami';

const withoutQuery = (address: string) => address.replace(/[?#].*$/, '');
const pathOf = (address: string) => {
  const url = new URL(address);
  return url.pathname + url.search;
};

/**
 * How a counter's page view looks on the wire (src/siteServices/analytics/): the address it goes to,
 * and the page it counts (its path and query), read from the request as the counter would read it.
 */
export function counterRequests(analytics: Analytics): { address: string; viewedPath: (request: Request) => string } {
  switch (analytics.provider) {
    case 'plausible':
      return {
        address: plausibleEndpoint(analytics),
        viewedPath: (request) => pathOf((request.postDataJSON() as { url: string }).url),
      };
    case 'goatcounter':
      return {
        address: goatCounterEndpoint(analytics),
        viewedPath: (request) => new URL(request.url()).searchParams.get('p') ?? '',
      };
    case 'umami':
      return {
        address: umamiEndpoint(analytics),
        viewedPath: (request) => (request.postDataJSON() as { payload: { url: string } }).payload.url,
      };
    case 'cloudflare':
      // Cloudflare's beacon reads the page's address itself: the view is the page that asked for it.
      return { address: CLOUDFLARE_BEACON, viewedPath: (request) => pathOf(request.frame().url()) };
  }
}

/** Whether a request goes to `address`, whatever its query. */
export const goesTo = (address: string) => (url: URL) => withoutQuery(url.href) === address;

/** The paths of the counters' endpoints, wherever they are hosted. */
const anyHost = 'https://counter.example';
const counterPaths = [
  plausibleEndpoint({ provider: 'plausible', domain: '', host: anyHost }),
  goatCounterEndpoint({ provider: 'goatcounter', code: '', host: anyHost }),
  umamiEndpoint({ provider: 'umami', websiteId: '', host: anyHost }),
].map((address) => new URL(address).pathname);

/** Whether a request from a page at `pageOrigin` is any counter's page view, wherever it is hosted. */
export const isCounterRequest = (url: URL, pageOrigin: string): boolean =>
  url.origin !== pageOrigin &&
  (url.href === CLOUDFLARE_BEACON || counterPaths.some((path) => url.pathname.endsWith(path)));

/** A counter's answer to a page view: accepted, with nothing to run (Cloudflare's beacon is a script). */
export const counterAnswer = (route: Route) => route.fulfill({ status: 202, contentType: 'text/javascript', body: '' });
