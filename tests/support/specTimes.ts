/**
 * A Playwright reporter that keeps each spec file's time: its tests, their summed time (the worker
 * time the file costs, retries included) and its retries, and how many workers the run started (a
 * worker starts anew where the browser's launch options change), one JSON file per run in
 * reports/spec-times/. `npm run spec-times` prints them as the table in docs/testing.md#spec-times.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export type SpecTime = { file: string; project: string; tests: number; ms: number; retries: number };
export type SpecTimesOfRun = { workersStarted: number; files: SpecTime[] };

const root = path.resolve(import.meta.dirname, '../..');
export const specTimesFolder = path.join(root, 'reports/spec-times');

export default class SpecTimes implements Reporter {
  private readonly times = new Map<string, SpecTime>();
  private readonly workers = new Set<number>();
  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(root, test.location.file).split(path.sep).join('/');
    const project = test.parent.project()?.name ?? '';
    const key = `${project} ${file}`;
    const time = this.times.get(key) ?? { file, project, tests: 0, ms: 0, retries: 0 };
    this.workers.add(result.workerIndex);
    if (result.retry === 0) time.tests += 1;
    else time.retries += 1;
    time.ms += result.duration;
    this.times.set(key, time);
  }

  onEnd(): void {
    if (this.times.size === 0) return;
    mkdirSync(specTimesFolder, { recursive: true });
    const name = `${new Date().toISOString().replaceAll(':', '-')}-${process.pid}.json`;
    const run: SpecTimesOfRun = { workersStarted: this.workers.size, files: [...this.times.values()] };
    writeFileSync(path.join(specTimesFolder, name), `${JSON.stringify(run, null, 2)}\n`);
  }
}
