import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The visitor journeys in Firefox ESR and WebKitGTK (tests/engines): both engines at once, each on a
 * virtual screen of its own, against the `vite preview` servers of the test builds, which the global
 * setup starts. One engine drives the page from one process and leaves a core mostly idle: side by
 * side they took 99 s where one after the other took 153 s (docs/performance.md).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/servers.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
