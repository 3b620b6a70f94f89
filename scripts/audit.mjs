// npm run audit: Lighthouse 12 (mobile preset, default simulated throttling) against OUT_DIR
// (default dist/; `npm test` audits dist-test/) served gzipped (as a real host sends it), for two
// URLs: the page as this GPU-less machine gets it (scene declined) and `?scene=software` (scene on,
// in its worker). For each, a warm-up and three runs with
// a fresh browser each, then the median of every figure is held against the bar. Writes
// reports/lighthouse[-scene].html (the median runs) and reports/lighthouse.json.
// Exit code 1 when a median misses its bar, so `npm test` can gate on it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { currentOutDir } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'reports');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The bar: category scores 0–100, CLS unitless, TBT in ms. */
const BAR = [
  { key: 'performance', label: 'performance', min: 95 },
  { key: 'accessibility', label: 'accessibility', min: 100 },
  { key: 'best-practices', label: 'best practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 100 },
  { key: 'cls', label: 'CLS', max: 0.02 },
  { key: 'tbt', label: 'TBT (ms)', max: 150 },
];

const PAGES = [
  { key: 'default', label: 'default (scene declined here)', path: '/', report: 'lighthouse.html' },
  { key: 'scene', label: '?scene=software (scene on)', path: '/?scene=software', report: 'lighthouse-scene.html' },
];

const port = await freePort();
const server = await startGzipServer(port);
const results = {};
try {
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${port}${page.path}`;
    // A first run on a cold server, disk cache and browser binary is slower than any visit after it.
    console.log(`lighthouse ${page.label}: warm-up (not counted) ${format(figures(await audit(url)))}`);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await audit(url));
      console.log(`lighthouse ${page.label}: run ${run}/${RUNS} ${format(figures(runs.at(-1)))}`);
    }
    results[page.key] = runs;
  }
} finally {
  server.close();
}

await mkdir(reports, { recursive: true });
const summary = {};
const misses = [];
for (const page of PAGES) {
  const runs = results[page.key];
  const medians = Object.fromEntries(BAR.map(({ key }) => [key, median(runs.map((lhr) => figures(lhr)[key]))]));
  const lcp = median(runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue));
  const fcp = median(runs.map((lhr) => lhr.audits['first-contentful-paint'].numericValue));
  const medianRun = computeMedianRun(runs);
  await writeFile(path.join(reports, page.report), await reportHtml(medianRun));
  summary[page.key] = { url: page.path, runs: runs.map(figures), medians: { ...medians, fcp, lcp } };
  console.log(`lighthouse ${page.label}: median of ${RUNS}: ${format(medians)}, FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`);
  console.log(`lighthouse ${page.label}: report in ${path.relative(root, reports)}/${page.report}`);
  for (const { key, label, min, max } of BAR) {
    if (min !== undefined ? medians[key] < min : medians[key] > max) {
      misses.push(`${page.label}: ${label} ${medians[key]} (bar: ${min !== undefined ? `>= ${min}` : `<= ${max}`})`);
    }
  }
}
await writeFile(
  path.join(reports, 'lighthouse.json'),
  JSON.stringify({ lighthouse: results.default[0].lighthouseVersion, browser: results.default[0].environment.hostUserAgent, pages: summary }, null, 2),
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

/** OUT_DIR (default dist/) over HTTP with text gzipped, as GitHub Pages and any static host serve it. */
async function startGzipServer(listenPort) {
  const dist = path.join(root, currentOutDir());
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return server;
}
