import type { Metric } from 'web-vitals';
import { loadWithRetry } from './loadWithRetry';

/** Where the Core Web Vitals go: a console table in dev, a beacon when a URL is set, else nowhere. */
export type VitalsSink = { kind: 'console' } | { kind: 'beacon'; url: string } | { kind: 'none' };

export interface VitalsEnv {
  DEV: boolean;
  VITE_VITALS_URL?: unknown;
}

export function chooseVitalsSink(env: VitalsEnv): VitalsSink {
  if (env.DEV) return { kind: 'console' };
  const url = typeof env.VITE_VITALS_URL === 'string' ? env.VITE_VITALS_URL.trim() : '';
  return isHttpUrl(url) ? { kind: 'beacon', url } : { kind: 'none' };
}

/** The fields a collector needs; the text/plain body keeps the beacon free of a CORS preflight. */
export function beaconBody(metric: Metric, page: string): string {
  const { name, value, rating, delta, id, navigationType } = metric;
  return JSON.stringify({ name, value, rating, delta, id, navigationType, page });
}

/** Builds the report callback for one sink; `null` means nothing is measured at all. */
export function createVitalsReporter(
  sink: VitalsSink,
  io: { sendBeacon: (url: string, body: string) => boolean; table: (rows: object) => void; page: () => string },
): ((metric: Metric) => void) | null {
  if (sink.kind === 'none') return null;
  if (sink.kind === 'beacon') return (metric) => void io.sendBeacon(sink.url, beaconBody(metric, io.page()));
  const rows: Record<string, { value: number; rating: string; delta: number }> = {};
  return (metric) => {
    rows[metric.name] = { value: Math.round(metric.value * 1000) / 1000, rating: metric.rating, delta: metric.delta };
    io.table(rows);
  };
}

/** Loads web-vitals (its own small chunk) and starts reporting; does nothing without a sink. */
export async function startVitals(env: VitalsEnv = import.meta.env): Promise<void> {
  const report = createVitalsReporter(chooseVitalsSink(env), {
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    table: (rows) => console.table(rows),
    page: () => location.pathname,
  });
  if (!report) return;
  // Measuring is optional: when the chunk cannot be had, the visitor notices nothing.
  const vitals = await loadWithRetry(() => import('web-vitals')).catch(() => null);
  if (!vitals) return;
  vitals.onCLS(report);
  vitals.onFCP(report);
  vitals.onINP(report);
  vitals.onLCP(report);
  vitals.onTTFB(report);
}

function isHttpUrl(value: string): boolean {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
