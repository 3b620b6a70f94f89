/* global window, document, getComputedStyle, HTMLCanvasElement -- the functions passed to page.evaluate run in the page. */
// Measures, in one run with rounds interleaved, at 1440 × 900 with the pointer circling over the
// hero: our page with the scene in its worker, our page with the main-thread fallback, tsParticles
// with the same configuration, a static page with the same background (the floor) and an empty R3F
// canvas. Frames are the frames the display presented (Chromium trace `Display::DrawAndSwap`): the
// worker's frames never pass the main thread's requestAnimationFrame. Prints main-thread ms/s, the
// worker thread's and the GPU process's ms/s, presented frames/s, long tasks and JS heap for each,
// then the headline: main-thread ms per presented frame above the floor, ours ÷ tsParticles; and
// presented frames per second of our page while nothing should move. Never fails on times.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { builds } from './lib/builds.mjs';
import { median } from './lib/median.mjs';
import { startStaticServer } from './lib/staticServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module: browserConfig } = await runnerImport(path.join(root, 'tests/chromium.ts'));
const port = Number(process.env.BENCH_PORT ?? 4180);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const viewport = { width: 1440, height: 900 };

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {{ key: string, label: string, path: string, ready: (page: Page) => Promise<void>, withoutWorkerCanvas?: boolean }} Variant */
/** @typedef {{ longTasks: number }} BenchCounters what `installCounters` counts in the page, before its own script runs */
/** @typedef {Window & { benchCounters?: BenchCounters }} BenchWindow */

/** @type {Variant[]} */
const variants = [
  { key: 'ours', label: '(a) ours: scene in a worker', path: '/?scene=software', ready: oursReady },
  {
    key: 'fallback',
    label: '(b) ours: main-thread fallback',
    path: '/?scene=software',
    ready: oursReady,
    withoutWorkerCanvas: true,
  },
  { key: 'tsparticles', label: '(c) tsParticles 3 slim', path: '/bench/tsparticles.html', ready: markedReady },
  { key: 'floor', label: '(d) floor: static page', path: '/bench/floor.html', ready: markedReady },
  { key: 'emptyR3f', label: '(e) empty R3F canvas', path: '/bench/empty-r3f.html', ready: markedReady },
];

/** A first frame with the photo plane has been presented (`<html data-scene="running">`) and the DOM photo faded. */
async function oursReady(/** @type {Page} */ page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.scene === 'running' &&
      getComputedStyle(/** @type {Element} */ (document.querySelector('[data-hero-photo]'))).opacity === '0',
    null,
    { timeout: 60_000 },
  );
}

async function markedReady(/** @type {Page} */ page) {
  await page.waitForSelector('body[data-bench-ready]', { state: 'attached', timeout: 60_000 });
}

// dist/ at /, the bench pages at /bench/
const server = await startStaticServer({
  mounts: [
    ['/bench/', path.join(root, 'node_modules/.cache/bench-dist')],
    ['/', path.join(root, builds.shipped.outDir)],
  ],
  port,
});
const { origin } = server;

// --- in-page counters, installed before any page script -----------------------------------------
function installCounters() {
  const counters = { longTasks: 0 };
  /** @type {BenchWindow} */ (window).benchCounters = counters;
  new PerformanceObserver((list) => (counters.longTasks += list.getEntries().length)).observe({ type: 'longtask' });
}

function removeWorkerCanvas() {
  delete (
    /** @type {{ transferControlToOffscreen?: unknown }} */ (HTMLCanvasElement.prototype).transferControlToOffscreen
  );
}

// --- the browser's trace: presented frames, worker and GPU process time -------------------------
const traceCategories = ['viz', 'toplevel', '__metadata'];

/**
 * From a Chromium trace: frames the display presented and the busy time of the scene's worker
 * thread(s) and of the GPU process's main thread, each per second of `seconds`.
 */
function readTrace(/** @type {Buffer} */ buffer, /** @type {number} */ seconds) {
  const { traceEvents: events } = JSON.parse(buffer.toString());
  const threadNames = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  const busy = { worker: 0, gpu: 0 };
  let frames = 0;
  for (const event of events) {
    if (event.name === 'Display::DrawAndSwap' && (event.ph === 'X' || event.ph === 'B')) frames += 1;
    if (event.ph !== 'X' || event.cat !== 'toplevel' || !event.dur) continue;
    const thread = threadNames.get(`${event.pid}:${event.tid}`) ?? '';
    if (thread.startsWith('DedicatedWorker')) busy.worker += event.dur / 1000;
    else if (thread === 'CrGpuMain') busy.gpu += event.dur / 1000;
  }
  return { presentedFps: frames / seconds, workerMs: busy.worker / seconds, gpuMs: busy.gpu / seconds };
}

const readCounters = (/** @type {Page} */ page) =>
  page.evaluate(() => /** @type {BenchCounters} */ ({ .../** @type {BenchWindow} */ (window).benchCounters }));

async function metrics(/** @type {import('@playwright/test').CDPSession} */ cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** The pointer circles over the hero at about 60 moves per second for `ms`. */
async function circlePointer(/** @type {Page} */ page, /** @type {number} */ ms) {
  const start = Date.now();
  let angle = 0;
  while (Date.now() - start < ms) {
    angle += 0.08;
    await page.mouse.move(viewport.width * 0.55 + Math.cos(angle) * 300, viewport.height * 0.5 + Math.sin(angle) * 220);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

async function measure(/** @type {Browser} */ browser, /** @type {Variant} */ variant) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(installCounters);
  if (variant.withoutWorkerCanvas) await context.addInitScript(removeWorkerCanvas);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Thread CPU time, not wall time: other processes on a busy machine do not count against a page.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(origin + variant.path);
  await variant.ready(page);
  await page.mouse.move(viewport.width * 0.55 + 300, viewport.height * 0.5);
  await circlePointer(page, 1000);

  const before = await metrics(cdp);
  const countersBefore = await readCounters(page);
  await browser.startTracing(undefined, { categories: traceCategories });
  const started = Date.now();
  await circlePointer(page, seconds * 1000);
  const elapsed = (Date.now() - started) / 1000;
  const trace = readTrace(await browser.stopTracing(), elapsed);
  const after = await metrics(cdp);
  const countersAfter = await readCounters(page);
  await context.close();

  return {
    mainMs: ((after.TaskDuration - before.TaskDuration) * 1000) / elapsed,
    scriptMs: ((after.ScriptDuration - before.ScriptDuration) * 1000) / elapsed,
    ...trace,
    longTasks: countersAfter.longTasks - countersBefore.longTasks,
    heapMb: after.JSHeapUsedSize / 1024 / 1024,
  };
}

/** Frames presented per second on our page in a still situation (no pointer moving). */
async function idlePresentedFps(/** @type {Browser} */ browser, /** @type {string} */ situation) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(origin + /** @type {Variant} */ (variants.find((variant) => variant.key === 'ours')).path);
  await oursReady(page);
  if (situation === 'reduced motion') {
    // Asked for once the scene runs (asked for from the start, the scene never loads): it is taken down.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.waitForFunction(() => document.documentElement.dataset.scene === 'off');
  } else if (situation === 'hidden') {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  } else if (situation === 'hero scrolled away') {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  }
  // Jumping to the bottom reveals the sections it passes (1 s fades, then GSAP's ticker sleeps a
  // second later): those frames are wanted motion, so the still page is measured after them.
  await page.waitForTimeout(situation === 'hero scrolled away' ? 3000 : 500);
  await browser.startTracing(undefined, { categories: traceCategories });
  await page.waitForTimeout(2000);
  const { presentedFps } = readTrace(await browser.stopTracing(), 2);
  await context.close();
  return presentedFps;
}

async function tsParticlesReducedMotionFps(/** @type {Browser} */ browser) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${origin}/bench/tsparticles.html`);
  await markedReady(page);
  await page.waitForTimeout(500);
  await browser.startTracing(undefined, { categories: traceCategories });
  await page.waitForTimeout(2000);
  const { presentedFps } = readTrace(await browser.stopTracing(), 2);
  await context.close();
  return presentedFps;
}

const browser = await chromium.launch({
  executablePath: browserConfig.chromiumPath(),
  args: browserConfig.chromiumArgs,
});
try {
  /** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
  const results = Object.fromEntries(variants.map((variant) => [variant.key, []]));
  for (let round = 0; round < rounds; round++) {
    // Rotate the order each round so no variant always runs first or last.
    const order = variants.map((_, index) => variants[(index + round) % variants.length]);
    for (const variant of order) {
      results[variant.key].push(await measure(browser, variant));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');

  /** @type {(keyof Awaited<ReturnType<typeof measure>>)[]} */
  const fields = ['mainMs', 'scriptMs', 'workerMs', 'gpuMs', 'presentedFps', 'longTasks', 'heapMb'];
  const summary = Object.fromEntries(
    variants.map((variant) => [
      variant.key,
      Object.fromEntries(fields.map((field) => [field, median(results[variant.key].map((run) => run[field]))])),
    ]),
  );

  console.log(
    `\n${rounds} interleaved rounds × ${seconds} s, ${viewport.width}×${viewport.height}, pointer circling over the hero (medians)\n`,
  );
  console.table(
    Object.fromEntries(
      variants.map((variant) => {
        const s = summary[variant.key];
        return [
          variant.label,
          {
            'main thread ms/s': s.mainMs.toFixed(1),
            'script ms/s': s.scriptMs.toFixed(1),
            'worker ms/s': s.workerMs.toFixed(1),
            'GPU process ms/s': s.gpuMs.toFixed(1),
            'presented frames/s': s.presentedFps.toFixed(1),
            'long tasks': s.longTasks,
            'JS heap MB': s.heapMb.toFixed(1),
          },
        ];
      }),
    ),
  );

  const floor = summary.floor.mainMs;
  const perFrame = (/** @type {string} */ key) =>
    (summary[key].mainMs - floor) / Math.max(summary[key].presentedFps, 1e-9);
  const theirs = perFrame('tsparticles');
  console.log('main-thread ms per presented frame above the floor:');
  console.log(
    `  ours ${perFrame('ours').toFixed(3)} · fallback ${perFrame('fallback').toFixed(3)} · tsParticles ${theirs.toFixed(3)} · empty R3F canvas ${perFrame('emptyR3f').toFixed(3)}`,
  );
  console.log(`  HEADLINE ours ÷ tsParticles = ${(perFrame('ours') / theirs).toFixed(2)}   (target ≤ 0.15)`);
  console.log(`  main-thread fallback ÷ tsParticles = ${(perFrame('fallback') / theirs).toFixed(2)}`);
  console.log(
    `  beside it: our worker thread ${summary.ours.workerMs.toFixed(1)} ms/s, GPU process ${summary.ours.gpuMs.toFixed(1)} ms/s (tsParticles' GPU process ${summary.tsparticles.gpuMs.toFixed(1)} ms/s)\n`,
  );

  console.log('presented frames per second on our page while nothing should move (target 0):');
  for (const situation of ['hidden', 'reduced motion', 'hero scrolled away']) {
    console.log(`  ${situation}: ${(await idlePresentedFps(browser, situation)).toFixed(1)}`);
  }
  console.log(
    `  (tsParticles under reduced motion: ${(await tsParticlesReducedMotionFps(browser)).toFixed(1)} presented frames/s)`,
  );
} finally {
  await browser.close();
  server.close();
}
