// The counters' own addresses, apart from the other services' (../origins.ts) so that the counter's
// script, which needs them, shares no module with the page's.

export const PLAUSIBLE_ORIGIN = 'https://plausible.io';
export const UMAMI_CLOUD_ORIGIN = 'https://cloud.umami.is';
/** Cloudflare Web Analytics: its beacon script is served from one origin and reports to another. */
export const CLOUDFLARE_BEACON_ORIGIN = 'https://static.cloudflareinsights.com';
export const CLOUDFLARE_REPORT_ORIGIN = 'https://cloudflareinsights.com';

/** A GoatCounter site on goatcounter.com, by its code. */
export const goatCounterSite = (code: string): string => `https://${code}.goatcounter.com`;
