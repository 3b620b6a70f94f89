import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, noChromium, snapshotsCheckedElsewhere, snapshotsMatchHere } from './tests/chromium';

import { fixtureOutDir, fixturePort, previewPort as port, subpathBase, subpathOutDir, subpathPort, testOutDir } from './tests/servers';

const executablePath = chromiumPath();
if (!executablePath) throw new Error(noChromium);
// Said once, by the runner (its workers load this file too).
if (!snapshotsMatchHere && !process.env.TEST_WORKER_INDEX) console.warn(snapshotsCheckedElsewhere);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const fixtureUrl = `http://127.0.0.1:${fixturePort}${subpathBase}`;

export default defineConfig({
  testDir: './tests',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'],
  testIgnore: snapshotsMatchHere ? [] : ['visual/**', 'content-full/visual.spec.ts'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  // 10 s, not 5: under software WebGL on two shared cores, the scene chunk's first evaluation and
  // shader compile can hold the main thread for seconds, delaying what a test waits for.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktop },
    // The page built from the filled-in content fixture: Experience, résumé and the light scheme on; a
    // dark system, so the page paints dark unless a spec asks for light.
    { name: 'content-full', testMatch: ['content-full/**/*.spec.ts'], use: { ...desktop, colorScheme: 'dark', baseURL: fixtureUrl } },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir ${testOutDir} --port ${port} --strictPort --host 127.0.0.1`,
      // Like the test builds, the servers never read the owner's .env.local (its keys turn the mailbox off).
      env: { IGNORE_ENV_FILES: 'true' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ${subpathOutDir} --port ${subpathPort} --strictPort --host 127.0.0.1`,
      env: { BASE_PATH: subpathBase, IGNORE_ENV_FILES: 'true' },
      url: `http://127.0.0.1:${subpathPort}${subpathBase}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Served once built (npm test builds it), so a run of other specs needs no fixture build; without
    // it the content-full specs fail on the refused connection.
    ...(existsSync(fixtureOutDir)
      ? [
          {
            command: `npx vite preview --outDir ${fixtureOutDir} --port ${fixturePort} --strictPort --host 127.0.0.1`,
            env: { BASE_PATH: subpathBase, IGNORE_ENV_FILES: 'true' },
            url: fixtureUrl,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
