/**
 * The scene's module-level state belongs to one run. In a worker a run is the worker's whole life;
 * on the main thread (the fallback) a scene taken down and started again (reduced motion, then
 * motion again) finds the same modules, so every record that lives across frames is made here and
 * `resetRunState` (called by `hostScene` on each `init`) puts all of it back as it was first made.
 */
const resets: (() => void)[] = [];

/** A mutable record for one run: read and written in place, made afresh by `initial` at each start. */
export function perRun<T extends object>(initial: () => T): T {
  const record = initial();
  resets.push(() => Object.assign(record, initial()));
  return record;
}

/** State kept elsewhere (a store, a uniform) that a new run must not find as the last one left it. */
export function resetOnRestart(reset: () => void): void {
  resets.push(reset);
}

export function resetRunState(): void {
  for (const reset of resets) reset();
}
