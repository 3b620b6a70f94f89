import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { previewPort } from './tests/servers';

/** The base path the shipped build was made for (BASE_PATH, as `npm run build` read it). */
const basePath = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

/**
 * Checks run on the exact build that ships (`npm run build` output in dist/, served under its own
 * base path): nothing logged or missing, no CSP violation, the first screen as in the snapshot.
 * `npm run test:shipped` after `npm run build`; the deploy workflow runs it before uploading.
 */
export default defineConfig({
  ...base,
  testMatch: ['shipped/**/*.spec.ts'],
  projects: base.projects?.filter((project) => project.name === 'chromium'),
  use: { ...base.use, baseURL: `http://127.0.0.1:${previewPort}${basePath}` },
  webServer: {
    command: `npx vite preview --port ${previewPort} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${previewPort}${basePath}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
