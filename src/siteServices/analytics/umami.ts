import type { Analytics } from '@/contentShape/services';
import { UMAMI_CLOUD_ORIGIN } from './counterOrigins';
import { withoutTrailingSlash } from './counterAddress';
import type { VisitedPage } from './visitedPage';

type Umami = Extract<Analytics, { provider: 'umami' }>;

/** Umami's `/api/send`, on Umami Cloud or the owner's own Umami. */
export const umamiEndpoint = ({ host }: Umami): string =>
  `${withoutTrailingSlash(host ?? UMAMI_CLOUD_ORIGIN)}/api/send`;

/** One page view: Umami's `event` with no name. */
export function sendPageView(umami: Umami, page: VisitedPage): void {
  const { width, height } = page.screen;
  void fetch(umamiEndpoint(umami), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'event',
      payload: {
        website: umami.websiteId,
        hostname: page.hostname,
        language: page.language,
        referrer: page.referrer,
        screen: `${width}x${height}`,
        title: page.title,
        url: page.path,
      },
    }),
  }).catch(() => undefined);
}
