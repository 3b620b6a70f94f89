import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The visitor journeys in Firefox ESR and WebKitGTK (tests/engines): one engine at a time, each
 * against the `vite preview` servers of the test builds, which the global setup starts.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/servers.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
