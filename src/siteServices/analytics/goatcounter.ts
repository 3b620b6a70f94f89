import type { Analytics } from '@/contentShape/services';
import { goatCounterSite } from './counterOrigins';
import { withoutTrailingSlash } from './counterAddress';
import type { VisitedPage } from './visitedPage';

type GoatCounter = Extract<Analytics, { provider: 'goatcounter' }>;

/** GoatCounter's `/count`, on `<code>.goatcounter.com` or the owner's own GoatCounter. */
export const goatCounterEndpoint = ({ code, host }: GoatCounter): string =>
  `${withoutTrailingSlash(host ?? goatCounterSite(code))}/count`;

/**
 * One view, its facts in the query as GoatCounter's count.js sends them (path, title, referrer,
 * screen as `width,height,scale`, `rnd` against caches), by beacon: the request outlives the page.
 */
export function sendPageView(goatCounter: GoatCounter, page: VisitedPage): void {
  const { width, height, scale } = page.screen;
  const query = new URLSearchParams({
    p: page.path,
    t: page.title,
    r: page.referrer,
    s: `${width},${height},${scale}`,
    rnd: Math.random().toString(36).slice(2, 7),
  });
  navigator.sendBeacon(`${goatCounterEndpoint(goatCounter)}?${query}`);
}
