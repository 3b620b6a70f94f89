/* global window, document, getComputedStyle -- the functions passed to page.evaluate run in the page. */
// Measures, in one run with rounds interleaved, at 1440 × 900 with the pointer circling over the
// hero: our page (the real site), tsParticles with the same configuration, a static page with the
// same background (the floor) and an empty R3F canvas, each on a bench-only page, and, for the
// scene's own share, our page in a browser without WebGL (DOM photo with the CSS tilt) and our
// backdrop alone on a bare page like tsParticles' (bench/backdrop-only). Prints
// main-thread and script ms/s, frames/s, long tasks and JS heap for each, then the headline:
// main-thread ms per frame above the floor, ours ÷ tsParticles. Never fails on times.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module: browserConfig } = await runnerImport(path.join(root, 'tests/chromium.ts'));
const port = Number(process.env.BENCH_PORT ?? 4180);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const viewport = { width: 1440, height: 900 };

const variants = [
  { key: 'ours', label: '(a) ours: R3F field + photo', path: '/?scene=software', ready: oursReady },
  { key: 'tsparticles', label: '(b) tsParticles 3 slim', path: '/bench/tsparticles.html', ready: markedReady },
  { key: 'floor', label: '(c) floor: static page', path: '/bench/floor.html', ready: markedReady },
  { key: 'emptyR3f', label: '(d) empty R3F canvas', path: '/bench/empty-r3f.html', ready: markedReady },
  { key: 'noWebgl', label: '(e) ours without WebGL', path: '/', ready: backdropDeclined, withoutWebgl: true },
  { key: 'backdropOnly', label: '(f) our backdrop alone', path: '/bench/backdrop-only.html', ready: markedReady },
];

async function oursReady(page) {
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-hero-photo]')).opacity === '0', null, {
    timeout: 60_000,
  });
}

/** The backdrop has given up (it logs one warning when WebGL is missing); `measure` collects the logs. */
async function backdropDeclined(page, logs) {
  const started = Date.now();
  while (!logs.some((text) => text.includes('Backdrop off'))) {
    if (Date.now() - started > 60_000) throw new Error('the backdrop never reported that it is off');
    await page.waitForTimeout(100);
  }
}

async function markedReady(page) {
  await page.waitForSelector('body[data-bench-ready]', { state: 'attached', timeout: 60_000 });
}

// --- static server: dist/ at /, the bench pages at /bench/ -------------------------------------
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.avif': 'image/avif', '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png', '.json': 'application/json' };
const mounts = [
  ['/bench/', path.join(root, 'node_modules/.cache/bench-dist')],
  ['/', path.join(root, 'dist')],
];
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const [prefix, dir] = mounts.find(([mount]) => url.pathname.startsWith(mount));
  let file = path.join(dir, decodeURIComponent(url.pathname.slice(prefix.length)));
  if (!file.startsWith(dir)) return void response.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${port}`;

// --- in-page counters, installed before any page script -----------------------------------------
function installCounters() {
  const counters = { callbacks: 0, frames: 0, longTasks: 0, lastFrame: -1 };
  window.benchCounters = counters;
  const original = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    original((time) => {
      counters.callbacks += 1;
      if (time !== counters.lastFrame) {
        counters.lastFrame = time;
        counters.frames += 1;
      }
      callback(time);
    });
  new PerformanceObserver((list) => (counters.longTasks += list.getEntries().length)).observe({ type: 'longtask' });
}

const readCounters = (page) => page.evaluate(() => ({ ...window.benchCounters }));

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** The pointer circles over the hero at about 60 moves per second for `ms`. */
async function circlePointer(page, ms) {
  const start = Date.now();
  let angle = 0;
  while (Date.now() - start < ms) {
    angle += 0.08;
    await page.mouse.move(viewport.width * 0.55 + Math.cos(angle) * 300, viewport.height * 0.5 + Math.sin(angle) * 220);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

async function measure(browser, variant) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(installCounters);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Thread CPU time, not wall time: other processes on a busy machine do not count against a page.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const logs = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(origin + variant.path);
  await variant.ready(page, logs);
  await page.mouse.move(viewport.width * 0.55 + 300, viewport.height * 0.5);
  await circlePointer(page, 1000);

  const before = await metrics(cdp);
  const countersBefore = await readCounters(page);
  const started = Date.now();
  await circlePointer(page, seconds * 1000);
  const elapsed = (Date.now() - started) / 1000;
  const after = await metrics(cdp);
  const countersAfter = await readCounters(page);
  await context.close();

  return {
    mainMs: ((after.TaskDuration - before.TaskDuration) * 1000) / elapsed,
    scriptMs: ((after.ScriptDuration - before.ScriptDuration) * 1000) / elapsed,
    fps: (countersAfter.frames - countersBefore.frames) / elapsed,
    longTasks: countersAfter.longTasks - countersBefore.longTasks,
    heapMb: after.JSHeapUsedSize / 1024 / 1024,
  };
}

/** rAF callbacks per second on our page in a still situation (no pointer moving). */
async function idleCallbacks(browser, situation) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: situation === 'reduced motion' ? 'reduce' : 'no-preference' });
  await context.addInitScript(installCounters);
  const page = await context.newPage();
  await page.goto(origin + variants.find((variant) => variant.key === 'ours').path);
  await oursReady(page);
  if (situation === 'hidden') {
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
  const before = await readCounters(page);
  await page.waitForTimeout(2000);
  const after = await readCounters(page);
  await context.close();
  return (after.callbacks - before.callbacks) / 2;
}

async function tsParticlesReducedMotionFps(browser) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.addInitScript(installCounters);
  const page = await context.newPage();
  await page.goto(`${origin}/bench/tsparticles.html`);
  await markedReady(page);
  await page.waitForTimeout(500);
  const before = await readCounters(page);
  await page.waitForTimeout(2000);
  const after = await readCounters(page);
  await context.close();
  return (after.frames - before.frames) / 2;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({ executablePath: browserConfig.chromiumPath(), args: browserConfig.chromiumArgs });
const browserWithoutWebgl = await chromium.launch({
  executablePath: browserConfig.chromiumPath(),
  args: [...browserConfig.chromiumArgs, '--disable-webgl', '--disable-3d-apis'],
});
try {
  const results = Object.fromEntries(variants.map((variant) => [variant.key, []]));
  for (let round = 0; round < rounds; round++) {
    // Rotate the order each round so no variant always runs first or last.
    const order = variants.map((_, index) => variants[(index + round) % variants.length]);
    for (const variant of order) {
      results[variant.key].push(await measure(variant.withoutWebgl ? browserWithoutWebgl : browser, variant));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');

  const summary = Object.fromEntries(
    variants.map((variant) => {
      const runs = results[variant.key];
      const pick = (field) => median(runs.map((run) => run[field]));
      return [variant.key, { mainMs: pick('mainMs'), scriptMs: pick('scriptMs'), fps: pick('fps'), longTasks: pick('longTasks'), heapMb: pick('heapMb') }];
    }),
  );

  console.log(`\n${rounds} interleaved rounds × ${seconds} s, ${viewport.width}×${viewport.height}, pointer circling over the hero (medians)\n`);
  console.table(
    Object.fromEntries(
      variants.map((variant) => {
        const s = summary[variant.key];
        return [
          variant.label,
          {
            'main thread ms/s': s.mainMs.toFixed(1),
            'script ms/s': s.scriptMs.toFixed(1),
            'frames/s': s.fps.toFixed(1),
            'long tasks': s.longTasks,
            'JS heap MB': s.heapMb.toFixed(1),
          },
        ];
      }),
    ),
  );

  const floor = summary.floor.mainMs;
  const perFrame = (key) => (summary[key].mainMs - floor) / Math.max(summary[key].fps, 1e-9);
  const ours = perFrame('ours');
  const theirs = perFrame('tsparticles');
  const empty = perFrame('emptyR3f');
  const alone = perFrame('backdropOnly');
  console.log('main-thread ms per frame above the floor:');
  console.log(`  ours ${ours.toFixed(2)} · tsParticles ${theirs.toFixed(2)} · empty R3F canvas ${empty.toFixed(2)} · our backdrop alone ${alone.toFixed(2)}`);
  console.log(`  HEADLINE ours ÷ tsParticles = ${(ours / theirs).toFixed(2)}   (empty R3F ÷ tsParticles = ${(empty / theirs).toFixed(2)})`);
  console.log(`  our backdrop alone ÷ tsParticles = ${(alone / theirs).toFixed(2)}   (same bare page on both sides)`);
  const withScene = summary.ours.mainMs - summary.noWebgl.mainMs;
  console.log(`  ours − ours without WebGL = ${withScene.toFixed(1)} main-thread ms/s (negative: the scene costs less than the CSS tilt it replaces)\n`);

  console.log('rAF callbacks per second on our page while nothing should move:');
  for (const situation of ['hidden', 'reduced motion', 'hero scrolled away']) {
    console.log(`  ${situation}: ${(await idleCallbacks(browser, situation)).toFixed(1)}`);
  }
  console.log(`  (tsParticles under reduced motion: ${(await tsParticlesReducedMotionFps(browser)).toFixed(1)} frames/s)`);
} finally {
  await browser.close();
  await browserWithoutWebgl.close();
  server.close();
}
