/** `npm run bench` builds its own pages (tsParticles, the floor, an empty R3F canvas) beside the site's build. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, expect, it, vi } from 'vitest';
import { placeholderContentModule } from '../../../vite/content/contentModule';

const outDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(outDir, { recursive: true, force: true });
});

it("builds the bench's three pages from the same content as the site", async () => {
  // The template's test builds them from the placeholder, never from an owner's content.
  vi.stubEnv('CONTENT_MODULE', placeholderContentModule);
  await build({
    configFile: fileURLToPath(new URL('../../../bench/vite.config.mjs', import.meta.url)),
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: Infinity },
    logLevel: 'silent',
  });
  expect(
    readdirSync(outDir)
      .filter((file) => file.endsWith('.html'))
      .sort(),
  ).toEqual(['empty-r3f.html', 'floor.html', 'tsparticles.html']);
}, 120_000);
