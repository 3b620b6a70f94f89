import { describe, expect, it } from 'vitest';
import {
  LIGHTHOUSE_CPU_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
  calibratedCpuSlowdown,
} from '../../../scripts/lib/cpuCalibration.mjs';

describe('the Lighthouse gate’s CPU slowdown', () => {
  it('is Lighthouse’s own on a host at least as fast as the one it is meant for', () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(LIGHTHOUSE_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX * 1.7)).toBe(LIGHTHOUSE_CPU_SLOWDOWN);
  });

  it('shrinks in proportion on a slower host, so the simulated phone is the same', () => {
    const half = calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX / 2);
    expect(half).toBeCloseTo(LIGHTHOUSE_CPU_SLOWDOWN / 2);
    // A task that takes twice as long on the slow host comes out as long as on the reference host.
    expect(2 * half).toBeCloseTo(LIGHTHOUSE_CPU_SLOWDOWN);
  });

  it('never speeds the host up', () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX / LIGHTHOUSE_CPU_SLOWDOWN / 3)).toBe(1);
  });

  it('refuses a run without a benchmark index instead of guessing', () => {
    expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmark index/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmark index/);
  });
});
