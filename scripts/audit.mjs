// npm run audit: Lighthouse 12 (mobile preset, default simulated throttling) against `vite preview`
// of OUT_DIR (default dist/; `npm test` audits dist-test/), a warm-up and three runs with a fresh browser each, then the median of every figure is held against
// the issue's bar. Writes reports/lighthouse.html (the median run) and reports/lighthouse.json.
// Exit code 1 when a median misses its bar, so `npm test` can gate on it.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'reports');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The bar from issue #7: category scores 0–100, CLS unitless, TBT in ms. */
const BAR = [
  { key: 'performance', label: 'performance', min: 95 },
  { key: 'accessibility', label: 'accessibility', min: 100 },
  { key: 'best-practices', label: 'best practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 100 },
  { key: 'cls', label: 'CLS', max: 0.02 },
  { key: 'tbt', label: 'TBT (ms)', max: 150 },
];

const port = await freePort();
const server = await startPreview(port);
const runs = [];
try {
  // A first run on a cold server, disk cache and browser binary is slower than any visit after it.
  const warmUp = figures(await audit(`http://127.0.0.1:${port}/`));
  console.log(`lighthouse: warm-up (not counted) ${format(warmUp)}`);
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await audit(`http://127.0.0.1:${port}/`));
    console.log(`lighthouse: run ${run}/${RUNS} ${format(figures(runs.at(-1)))}`);
  }
} finally {
  server.kill();
}

const medians = Object.fromEntries(BAR.map(({ key }) => [key, median(runs.map((lhr) => figures(lhr)[key]))]));
const lcp = median(runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue));
const fcp = median(runs.map((lhr) => lhr.audits['first-contentful-paint'].numericValue));
const medianRun = computeMedianRun(runs);

await mkdir(reports, { recursive: true });
await writeFile(path.join(reports, 'lighthouse.html'), await reportHtml(medianRun));
await writeFile(
  path.join(reports, 'lighthouse.json'),
  JSON.stringify({ lighthouse: medianRun.lighthouseVersion, browser: medianRun.environment.hostUserAgent, runs: runs.map(figures), medians: { ...medians, fcp, lcp } }, null, 2),
);

console.log(`lighthouse: median of ${RUNS}: ${format(medians)}, FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`);
console.log(`lighthouse: report in ${path.relative(root, reports)}/lighthouse.html`);
const misses = BAR.filter(({ key, min, max }) => (min !== undefined ? medians[key] < min : medians[key] > max)).map(
  ({ key, label, min, max }) => `${label} ${medians[key]} (bar: ${min !== undefined ? `>= ${min}` : `<= ${max}`})`,
);
if (misses.length > 0) {
  console.error(`lighthouse: below the bar: ${misses.join(', ')}`);
  process.exitCode = 1;
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result || result.lhr.runtimeError) throw new Error(`lighthouse: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
  };
}

function format(values) {
  return BAR.map(({ key, label }) => `${label} ${key === 'cls' ? values[key].toFixed(3) : Math.round(values[key])}`).join(', ');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function reportHtml(lhr) {
  const { ReportGenerator } = await import('lighthouse/report/generator/report-generator.js');
  return ReportGenerator.generateReport(lhr, 'html');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** `vite preview` of OUT_DIR (default dist/) on `port`; resolves once it answers. */
async function startPreview(previewPort) {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['preview', '--outDir', process.env.OUT_DIR ?? 'dist', '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${previewPort}/`).then((response) => response.ok, () => false);
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('vite preview did not answer within 30 s');
}
