import type { Analytics } from '@/contentShape/services';
import { PLAUSIBLE_ORIGIN } from './counterOrigins';
import { withoutTrailingSlash } from './counterAddress';
import type { VisitedPage } from './visitedPage';

type Plausible = Extract<Analytics, { provider: 'plausible' }>;

/** Plausible's Events API, on plausible.io or the owner's own Plausible. */
export const plausibleEndpoint = ({ host }: Plausible): string =>
  `${withoutTrailingSlash(host ?? PLAUSIBLE_ORIGIN)}/api/event`;

/**
 * One `pageview` event. Sent as `text/plain`, as Plausible's own tracker does: a JSON body under that
 * type is a simple request, which needs no CORS preflight, and Plausible reads it all the same.
 */
export function sendPageView(plausible: Plausible, page: VisitedPage): void {
  void fetch(plausibleEndpoint(plausible), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({
      name: 'pageview',
      url: page.href,
      domain: plausible.domain,
      referrer: page.referrer || null,
    }),
  }).catch(() => undefined);
}
