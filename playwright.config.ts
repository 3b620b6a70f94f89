import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  chromiumPath,
  noChromium,
  playwrightChromiumArgs,
  snapshotsCheckedElsewhere,
  snapshotsMatchHere,
} from './tests/chromium';
import { ownerSnapshotsFolder, playwrightTestDir, snapshotPathTemplate } from './tests/snapshotPath';

import { commentsScriptFile } from './scripts/lib/commentsScript.mjs';
import { ownerOutDir, previewArgs, previewEnv, previewServers, serverUrl } from './tests/servers';

const executablePath = chromiumPath();
if (!executablePath) throw new Error(noChromium);
// Said once, by the runner (its workers load this file too).
if (!snapshotsMatchHere && !process.env.TEST_WORKER_INDEX) console.warn(snapshotsCheckedElsewhere);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

/** The builds each project's pages come from (the chromium specs also open the sub-path build). */
const projectServers: Record<string, (keyof typeof previewServers)[]> = {
  chromium: ['test', 'subpath'],
  'content-full': ['fixture'],
  owner: ['owner'],
  'owner-visual': ['owner'],
  shipped: ['owner'],
};

/** The projects a run names (`--project=owner`, `--project owner`); none named, all run. */
const askedProjects = (argv: string[]): string[] =>
  argv.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [argv[index + 1] ?? '']
        : [],
  );

/**
 * The servers a run's projects need (all, for a project not listed): starting each takes seconds,
 * in each of the owner shapes' runs.
 */
function serversFor(projects: string[]) {
  const names =
    projects.length > 0
      ? projects.flatMap((project) => projectServers[project] ?? Object.keys(previewServers))
      : undefined;
  return Object.entries(previewServers)
    .filter(([name]) => names === undefined || names.includes(name as keyof typeof previewServers))
    .map(([, server]) => server);
}
const fixtureUrl = serverUrl(previewServers.fixture);
const ownerUrl = serverUrl(previewServers.owner);
/** The owner's build shows giscus' frame (tests/e2e/fixtures.ts answers it with an empty page). */
const ownerAssets = path.join(ownerOutDir, 'assets');
const emptyOutsideFrames = existsSync(ownerAssets) && commentsScriptFile(readdirSync(ownerAssets)) !== undefined;

export default defineConfig<{ emptyOutsideFrames: boolean }>({
  testDir: playwrightTestDir,
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'],
  testIgnore: snapshotsMatchHere ? [] : ['visual/**', 'content-full/visual.spec.ts', 'owner/visual.spec.ts'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['./tests/support/specTimes.ts'],
  ],
  snapshotPathTemplate,
  // 10 s, not 5: under software WebGL on two shared cores, the scene chunk's first evaluation and
  // shader compile can hold the main thread for seconds, delaying what a test waits for.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: {
    baseURL: serverUrl(previewServers.test),
    // On the retry of a failed test (CI retries once): recording every test's trace cost 18 % of the run.
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: playwrightChromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktop },
    // The page built from the filled-in content fixture: Experience, résumé and the light scheme on; a
    // dark system, so the page paints dark unless a spec asks for light.
    {
      name: 'content-full',
      testMatch: ['content-full/**/*.spec.ts'],
      use: { ...desktop, colorScheme: 'dark', baseURL: fixtureUrl },
    },
    // The page built from the owner's content (the placeholder until they have their own): only what
    // holds for any content (tests/owner/).
    {
      name: 'owner',
      testMatch: ['owner/**/*.spec.ts'],
      testIgnore: ['owner/visual.spec.ts'],
      use: { ...desktop, baseURL: ownerUrl, emptyOutsideFrames },
    },
    // The owner's pages against their own snapshots, kept in their folder (none until they record them).
    {
      name: 'owner-visual',
      testMatch: ['owner/visual.spec.ts'],
      snapshotPathTemplate: `${ownerSnapshotsFolder}/{arg}{ext}`,
      use: { ...desktop, baseURL: ownerUrl, emptyOutsideFrames },
    },
    // The checks of the build that ships (tests/shipped/), on the owner's build: the deploy workflow
    // runs them on dist/ itself (npm run test:shipped).
    {
      name: 'shipped',
      testMatch: ['shipped/**/*.spec.ts'],
      use: { ...desktop, baseURL: ownerUrl, emptyOutsideFrames },
    },
  ],
  // Never reused (tests/servers.ts): a server already on a port may hold another build. Each build is
  // served once built (npm test builds them all), so a run of some specs needs only theirs (the
  // owner-edit check builds dist-owner alone), and a run of some projects only their servers.
  webServer: serversFor(askedProjects(process.argv))
    .filter((server) => existsSync(server.outDir))
    .map((server) => ({
      command: `npx vite ${previewArgs(server).join(' ')}`,
      env: previewEnv(server),
      url: serverUrl(server),
      reuseExistingServer: false,
      timeout: 60_000,
    })),
});
