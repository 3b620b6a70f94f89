import type { Analytics } from '@/contentShape/services';
import { CLOUDFLARE_BEACON_ORIGIN } from './counterOrigins';

type Cloudflare = Extract<Analytics, { provider: 'cloudflare' }>;

export const CLOUDFLARE_BEACON = `${CLOUDFLARE_BEACON_ORIGIN}/beacon.min.js`;

/**
 * Cloudflare Web Analytics counts through its own beacon script alone (it has no API to send to), so
 * the view is its snippet, added to the page: the script then reports to Cloudflare by itself.
 */
export function sendPageView({ token }: Cloudflare): void {
  const beacon = document.createElement('script');
  beacon.defer = true;
  beacon.src = CLOUDFLARE_BEACON;
  beacon.dataset.cfBeacon = JSON.stringify({ token });
  document.head.append(beacon);
}
