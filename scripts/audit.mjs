// npm run audit: Lighthouse 12 (mobile preset, simulated throttling) against OUT_DIR (default
// dist/; `npm test` audits dist-test/) served gzipped (as a real host sends it), for two URLs: the
// page as this GPU-less machine gets it (scene declined) and `?scene=software` (scene on, in its
// worker). One warm-up, then five runs of each with a fresh browser each. Every run is gathered once
// and scored twice from the same trace: as Lighthouse scores it by default (CPU slowed 4 times,
// reported) and with the slowdown calibrated to the run's own benchmark index, read before and after
// the visit (cpuCalibration.mjs),
// whose medians are held against the bar, so a slow or busy host does not fail a page that a normal
// one passes. Writes reports/lighthouse[-scene].html (the calibrated median runs) and
// reports/lighthouse.json. Exit code 1 when a calibrated median misses its bar.
//
// `--startup-task-ms N` adds a synchronous task of N ms to the start of the bootstrap as served: a
// made regression, to see the gate fail on it (docs/testing.md). `--base /portfolio/ --page
// /portfolio/ar/` (repeatable) audits those pages of a build made for that base path instead, e.g.
// the fixture's languages and case studies: `OUT_DIR=dist-fixture npm run audit -- --base …`;
// `--name posts` writes that audit's reports as reports/lighthouse-posts*.{html,json}, beside the main
// page's, and `--runs N` sets the runs per page (LIGHTHOUSE_RUNS, else 5). `npm run audit:posts`
// audits the fixture's Arabic post so (a page with no script, right to left).
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { currentOutDir } from './lib/builds.mjs';
import { displayPath } from './lib/displayPath.mjs';
import { LIGHTHOUSE_CPU_SLOWDOWN, calibratedCpuSlowdown } from './lib/cpuCalibration.mjs';
import { median } from './lib/median.mjs';
import { startStaticServer } from './lib/staticServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'reports');
const { values: options } = parseArgs({
  options: {
    'startup-task-ms': { type: 'string', default: '0' },
    base: { type: 'string', default: '/' },
    page: { type: 'string', multiple: true },
    name: { type: 'string' },
    runs: { type: 'string' },
  },
});
const RUNS = Number(options.runs ?? process.env.LIGHTHOUSE_RUNS ?? 5);
/** The reports' names: `lighthouse…`, or `lighthouse-<name>…` for a named audit. */
const reportName = options.name ? `lighthouse-${options.name}` : 'lighthouse';
const startupTaskMs = Number(options['startup-task-ms']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {{ raw: Lhr, calibrated: Lhr, benchmarkIndex: number, cpuSlowdown: number }} AuditRun */
/** @typedef {Record<string, number>} Figures the bar's figures of one run or a median, by the bar's keys */

/**
 * The bar: category scores 0–100, CLS unitless; TBT in ms, reported against its target but not held
 * to it: it is time on a shared machine, and the same bytes read 96 to 265 ms calibrated within ten
 * minutes (docs/performance.md). The performance score, TBT a third of it, is the gate that catches a
 * page that blocks (a 200 ms start-up task scores 92 and 88).
 */
const BAR = [
  { key: 'performance', label: 'performance', min: 95 },
  { key: 'accessibility', label: 'accessibility', min: 100 },
  { key: 'best-practices', label: 'best practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 100 },
  { key: 'cls', label: 'CLS', max: 0.02 },
  { key: 'tbt', label: 'TBT (ms)', target: 150 },
];

const PAGES = options.page
  ? options.page.map((page, index) => ({
      key: page,
      label: page,
      path: page,
      report: `${reportName}-page-${index + 1}.html`,
    }))
  : [
      { key: 'default', label: 'default (scene declined here)', path: '/', report: 'lighthouse.html' },
      { key: 'scene', label: '?scene=software (scene on)', path: '/?scene=software', report: 'lighthouse-scene.html' },
    ];

const dist = path.join(root, currentOutDir());
const bootstrap = startupTaskMs > 0 ? bootstrapFile(dist) : undefined;
// OUT_DIR with text gzipped, as GitHub Pages and any static host serve it.
const server = await startStaticServer({
  mounts: [[options.base, dist]],
  port: 0,
  gzip: true,
  body: (file) => (file === bootstrap ? startupTask(file) : undefined),
});
/** @type {Record<string, AuditRun[]>} */
const results = {};
try {
  // A first run on a cold server, disk cache and browser binary is slower than any visit after it.
  const warmUp = await audit(`${server.origin}${PAGES[0].path}`);
  console.log(`lighthouse ${PAGES[0].label}: warm-up (not counted) ${describe(warmUp)}`);
  for (const page of PAGES) {
    const url = `${server.origin}${page.path}`;
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await audit(url);
      runs.push(result);
      console.log(`lighthouse ${page.label}: run ${run}/${RUNS} ${describe(result)}`);
    }
    results[page.key] = runs;
  }
} finally {
  server.close();
}

await mkdir(reports, { recursive: true });
/** @type {Record<string, unknown>} */
const summary = {};
const misses = [];
for (const page of PAGES) {
  const runs = results[page.key] ?? [];
  const calibrated = runs.map((run) => run.calibrated);
  const medians = medianFigures(calibrated);
  const rawMedians = medianFigures(runs.map((run) => run.raw));
  const lcp = median(calibrated.map((lhr) => numericValue(lhr, 'largest-contentful-paint')));
  const fcp = median(calibrated.map((lhr) => numericValue(lhr, 'first-contentful-paint')));
  await writeFile(path.join(reports, page.report), await reportHtml(computeMedianRun(calibrated)));
  summary[page.key] = {
    url: page.path,
    runs: runs.map(({ raw, calibrated: run, benchmarkIndex, cpuSlowdown }) => ({
      benchmarkIndex,
      cpuSlowdown,
      raw: figures(raw),
      calibrated: figures(run),
    })),
    medians: { ...medians, fcp, lcp },
    rawMedians,
  };
  console.log(
    `lighthouse ${page.label}: median of ${RUNS}, as Lighthouse scores it (CPU ${LIGHTHOUSE_CPU_SLOWDOWN}x): ${format(rawMedians)}`,
  );
  console.log(
    `lighthouse ${page.label}: median of ${RUNS}, calibrated (the gate): ${format(medians)}, FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`,
  );
  console.log(`lighthouse ${page.label}: report in ${displayPath(path.join(reports, page.report), root)}`);
  for (const { key, label, min, max, target } of BAR) {
    if (target !== undefined) {
      if (medians[key] > target)
        console.warn(
          `lighthouse ${page.label}: ${label} ${format1(key, medians[key])} over its target of ${target} (reported, not gated)`,
        );
    } else if (min !== undefined ? medians[key] < min : medians[key] > max) {
      misses.push(
        `${page.label}: ${label} ${format1(key, medians[key])} (bar: ${min !== undefined ? `>= ${min}` : `<= ${max}`})`,
      );
    }
  }
}
const [first] = results[PAGES[0].key];
await writeFile(
  path.join(reports, `${reportName}.json`),
  JSON.stringify(
    {
      lighthouse: first.raw.lighthouseVersion,
      browser: first.raw.environment.hostUserAgent,
      startupTaskMs,
      pages: summary,
    },
    null,
    2,
  ),
);
if (misses.length > 0) {
  console.error(`lighthouse: below the bar: ${misses.join(', ')}`);
  process.exitCode = 1;
}

/**
 * One visit, gathered once and scored twice from the same trace: with Lighthouse's default CPU
 * slowdown (`raw`) and with the slowdown calibrated to this run's benchmark index (`calibrated`).
 */
/**
 * @param {string} url
 * @returns {Promise<AuditRun>}
 */
async function audit(url) {
  const artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    });
    let raw;
    let indexAfter;
    try {
      raw = await score(url, { port: chrome.port, gatherMode: artifactsDir, auditMode: artifactsDir });
      indexAfter = await benchmarkIndexOf(chrome.port);
    } finally {
      await chrome.kill();
    }
    // Lighthouse scores a saved trace only with the settings it was gathered with, so the saved
    // settings take the calibrated slowdown before the second scoring.
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8'));
    // Lighthouse reads the index once, before the visit; a busy machine can change speed during it,
    // so the run's speed is taken as the mean of that reading and one right after the visit.
    const benchmarkIndex = (artifacts.BenchmarkIndex + indexAfter) / 2;
    const cpuSlowdown = calibratedCpuSlowdown(benchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    await writeFile(artifactsFile, JSON.stringify(artifacts));
    const calibrated = await score(url, { auditMode: artifactsDir, throttling: artifacts.settings.throttling });
    return { raw, calibrated, benchmarkIndex, cpuSlowdown };
  } finally {
    await rm(artifactsDir, { recursive: true, force: true });
  }
}

/** Lighthouse's own benchmark index, read again in a new tab of the browser the run used. */
async function benchmarkIndexOf(/** @type {number} */ port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    return await tab.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await browser.disconnect();
  }
}

/**
 * @param {string} url
 * @param {import('lighthouse').Flags} flags
 */
async function score(url, flags) {
  const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, ...flags });
  if (!result || result.lhr.runtimeError)
    throw new Error(`lighthouse: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  return result.lhr;
}

/** @param {AuditRun} run */
function describe({ raw, calibrated, benchmarkIndex, cpuSlowdown }) {
  return `benchmark index ${Math.round(benchmarkIndex)}: CPU ${LIGHTHOUSE_CPU_SLOWDOWN}x ${format(figures(raw))}; calibrated CPU ${cpuSlowdown.toFixed(2)}x ${format(figures(calibrated))}`;
}

/**
 * @param {Lhr[]} lhrs
 * @returns {Figures}
 */
function medianFigures(lhrs) {
  return Object.fromEntries(BAR.map(({ key }) => [key, median(lhrs.map((lhr) => figures(lhr)[key]))]));
}

/**
 * @param {Lhr} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  const score = (/** @type {string} */ key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    tbt: numericValue(lhr, 'total-blocking-time'),
  };
}

/**
 * An audit's figure (ms, or unitless for CLS), which every run of these audits has.
 * @param {Lhr} lhr
 * @param {string} id
 */
function numericValue(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`lighthouse: a run has no ${id} figure`);
  return value;
}

/** @param {Figures} values */
function format(values) {
  return BAR.map(({ key, label }) => `${label} ${format1(key, values[key])}`).join(', ');
}

/**
 * @param {string} key
 * @param {number} value
 */
function format1(key, value) {
  return key === 'cls' ? value.toFixed(3) : String(Math.round(value));
}

async function reportHtml(/** @type {Lhr} */ lhr) {
  const { ReportGenerator } = await import('lighthouse/report/generator/report-generator.js');
  return ReportGenerator.generateReport(lhr, 'html');
}

/** The entry script the prerendered page names: the bootstrap that runs at start-up. */
function bootstrapFile(/** @type {string} */ dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  if (!src)
    throw new Error(
      `lighthouse: no module script in ${displayPath(path.join(dist, 'index.html'), root)} to add the start-up task to`,
    );
  return path.join(dist, new URL(src, 'http://localhost/').pathname);
}

/** The bootstrap with a synchronous task of `startupTaskMs` in front of it. */
function startupTask(/** @type {string} */ file) {
  const task = `{const end=performance.now()+${startupTaskMs};while(performance.now()<end);}\n`;
  return Readable.from([task, readFileSync(file)]);
}
