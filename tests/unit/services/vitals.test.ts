import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { beaconBody, chooseVitalsSink, createVitalsReporter } from '@/services/vitals';

const lcp: Metric = {
  name: 'LCP',
  value: 1234.5678,
  rating: 'good',
  delta: 1234.5678,
  id: 'v6-1',
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
};

const io = () => ({ sendBeacon: vi.fn(() => true), table: vi.fn(), page: () => '/portfolio/' });

describe('where vitals go', () => {
  it('to the console in dev, even with a collector set', () => {
    expect(chooseVitalsSink({ DEV: true, VITE_VITALS_URL: 'https://collect.example/v' })).toEqual({ kind: 'console' });
  });

  it('to the collector in production when VITE_VITALS_URL is an http(s) URL', () => {
    expect(chooseVitalsSink({ DEV: false, VITE_VITALS_URL: ' https://collect.example/v ' })).toEqual({
      kind: 'beacon',
      url: 'https://collect.example/v',
    });
  });

  it('nowhere in production without a usable URL', () => {
    for (const VITE_VITALS_URL of [undefined, '', 'not a url', 'javascript:alert(1)', 42]) {
      expect(chooseVitalsSink({ DEV: false, VITE_VITALS_URL })).toEqual({ kind: 'none' });
    }
  });
});

describe('the report callback', () => {
  it('beacons one JSON line per metric to the collector', () => {
    const sinks = io();
    const report = createVitalsReporter({ kind: 'beacon', url: 'https://collect.example/v' }, sinks);
    report?.(lcp);
    expect(sinks.sendBeacon).toHaveBeenCalledWith('https://collect.example/v', beaconBody(lcp, '/portfolio/'));
    expect(JSON.parse(beaconBody(lcp, '/portfolio/'))).toEqual({
      name: 'LCP',
      value: 1234.5678,
      rating: 'good',
      delta: 1234.5678,
      id: 'v6-1',
      navigationType: 'navigate',
      page: '/portfolio/',
    });
    expect(sinks.table).not.toHaveBeenCalled();
  });

  it('keeps one console table row per metric in dev', () => {
    const sinks = io();
    const report = createVitalsReporter({ kind: 'console' }, sinks);
    report?.(lcp);
    report?.({ ...lcp, name: 'CLS', value: 0.01234, delta: 0.01234, rating: 'good' });
    expect(sinks.table).toHaveBeenLastCalledWith({
      LCP: { value: 1234.568, rating: 'good', delta: 1234.5678 },
      CLS: { value: 0.012, rating: 'good', delta: 0.01234 },
    });
    expect(sinks.sendBeacon).not.toHaveBeenCalled();
  });

  it('does not exist when there is nowhere to report', () => {
    expect(createVitalsReporter({ kind: 'none' }, io())).toBeNull();
  });
});
