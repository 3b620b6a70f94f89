// How much Lighthouse's simulation slows the host's CPU down, so that the phone it emulates is the
// same on any host. Lighthouse's mobile preset multiplies by 4, a factor its throttling docs set for
// a high-end desktop (benchmark index 1500–2000) and tell slower hosts to lower. A shared 2-core
// machine reads anywhere from about 800 to 2500 within minutes, so the factor follows each run's own
// index: 4 from the bracket's floor up, proportionally less below it.

export const LIGHTHOUSE_CPU_SLOWDOWN = 4;
export const REFERENCE_BENCHMARK_INDEX = 1500;

/**
 * @param {number} benchmarkIndex Lighthouse's `BenchmarkIndex` of the run (its `environment.benchmarkIndex`).
 * @returns {number} the CPU slowdown that makes this host the reference host slowed 4 times, never below 1.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`lighthouse: no usable benchmark index (${benchmarkIndex}) to calibrate the CPU slowdown with`);
  }
  const proportional = (LIGHTHOUSE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.min(LIGHTHOUSE_CPU_SLOWDOWN, proportional));
}
