import { statSync } from 'node:fs';
import path from 'node:path';
import {
  KB,
  LEVA_MARKER,
  THREE_MARKER,
  contains,
  distDir,
  fileGzipSize,
  filesUnder,
  firstPaintStylesheets,
  gzipSize,
  indexHtml,
  jsChunks,
  lazyEntries,
  printStylesheets,
  STARTUP_JS_BUDGET,
  staticClosure,
  startupScripts,
} from '../support/distBundle';
import { templateKnobs } from '../../src/scene/params';
import { firstLoadBytes, MAIN_PAGE_FIRST_LOAD } from '../support/firstLoad';
import { expect, test } from './fixtures';

/** Byte budgets of the production build; `npm run build` must have run. */
const CSS = 15 * KB;
const IMAGE = 100 * KB;
const SCENE = 330 * KB;
const POSTER = 3 * KB;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const relative = (file: string) => path.relative(distDir, file);

test.describe('byte budgets of dist/', () => {
  test('JS of start-up (the bootstrap and the app it imports after the first paint) is at most 90 KB gzip', () => {
    const scripts = startupScripts();
    const total = sum(scripts.map(fileGzipSize));
    test.info().annotations.push({
      type: 'start-up JS',
      description: `${kb(total)} gzip in ${scripts.map(relative).join(', ')}`,
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, `start-up JS is ${kb(total)}`).toBeLessThanOrEqual(STARTUP_JS_BUDGET);
  });

  test('CSS is at most 15 KB gzip', () => {
    const sheets = filesUnder().filter((file) => file.endsWith('.css'));
    const total = sum(sheets.map(fileGzipSize));
    expect(total, `CSS is ${kb(total)}`).toBeLessThanOrEqual(CSS);
  });

  test("no stylesheet request stands before the first paint: the page's CSS is inline", () => {
    expect(firstPaintStylesheets()).toEqual([]);
    // Two stylesheets in the build: the one inlined (the 404 page links it) and the one for print
    // only; no lazy chunk brings CSS.
    const print = printStylesheets();
    expect(print).toHaveLength(1);
    expect(filesUnder().filter((file) => file.endsWith('.css') && !print.includes(file))).toHaveLength(1);
    const inline = [...indexHtml().matchAll(/<style>([^<]+)<\/style>/g)].map((match) => match[1] ?? '');
    expect(sum(inline.map((css) => css.length)), 'inline CSS characters').toBeGreaterThan(10_000);
  });

  test("each layout's poster of the field is at most 3 KB gzip", () => {
    const posters = [...indexHtml().matchAll(/<svg data-layout="(\w+)".*?<\/g><\/svg>/g)];
    expect(posters.map((match) => match[1])).toEqual(['phone', 'tablet', 'desktop']);
    for (const [svg, layout] of posters) {
      const size = gzipSize(svg);
      test.info().annotations.push({ type: 'poster', description: `${layout}: ${size} B gzip` });
      expect(size, `the ${layout} poster is ${kb(size)}`).toBeLessThanOrEqual(POSTER);
    }
  });

  test('no image is over 100 KB', () => {
    const images = filesUnder().filter((file) => /\.(avif|webp|png|jpe?g|gif|svg|ico)$/i.test(file));
    const tooBig = images
      .map((file) => ({ file: relative(file), size: statSync(file).size }))
      .filter(({ size }) => size > IMAGE)
      .map(({ file, size }) => `${file}: ${kb(size)}`);
    expect(tooBig).toEqual([]);
  });

  test('no source maps are shipped', () => {
    expect(
      filesUnder()
        .filter((file) => file.endsWith('.map'))
        .map(relative),
    ).toEqual([]);
    const mapComments = filesUnder().filter(
      (file) => /\.(js|css)$/.test(file) && contains([file], /sourceMappingURL=/),
    );
    expect(mapComments.map(relative)).toEqual([]);
  });

  test('Leva is not in the first load', () => {
    expect(contains(startupScripts(), LEVA_MARKER)).toBe(false);
  });

  test("the scene's knob table is not in the start-up JS: only lazy parts read it (the scene, the tuning panel, the photo's tilt)", () => {
    const knobTable = new RegExp(`label:[\`'"]${templateKnobs.loop.fpsCap.label}[\`'"]`);
    expect(contains(jsChunks(), knobTable), 'the marker is in the build').toBe(true);
    expect(contains(startupScripts(), knobTable)).toBe(false);
  });

  test('three.js stays out of start-up, and the scene loads in at most 330 KB gzip', () => {
    const startup = new Set(startupScripts());
    expect(contains(startup, THREE_MARKER), 'three.js is in the start-up JS').toBe(false);
    for (const entry of lazyEntries()) {
      const chunks = [...staticClosure(entry)].filter((file) => !startup.has(file));
      if (!contains(chunks, THREE_MARKER) || contains(chunks, LEVA_MARKER)) continue;
      const total = sum(chunks.map(fileGzipSize));
      test.info().annotations.push({ type: 'scene', description: `${relative(entry)}: ${kb(total)} gzip` });
      expect(total, `the scene from ${relative(entry)} costs ${kb(total)}`).toBeLessThanOrEqual(SCENE);
    }
  });
});

test.describe('first load over the network', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`HTML, CSS, JS, fonts and images of the first load at ${viewport.width} px total at most 500 KB`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const total = await firstLoadBytes(page, './');
      test.info().annotations.push({ type: 'first load', description: `${kb(total)} at ${viewport.width} px` });
      expect(total, `first load is ${kb(total)}`).toBeLessThanOrEqual(MAIN_PAGE_FIRST_LOAD);
    });
  }
});
