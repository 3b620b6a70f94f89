// `npm run test:shipped`, after `npm run build`: the owner's checks (what holds for any page, the
// owner's snapshots, the shipped build's own checks) on the build that ships, dist/, served under
// the base path it was made for. The deploy workflow runs it before the upload.
import type { PlaywrightTestConfig } from '@playwright/test';

// Read by tests/servers.ts, in this process and in the workers it starts: imported after it is set.
process.env.OWNER_BUILD = 'shipped';
const { default: base } = (await import('./playwright.config')) as { default: PlaywrightTestConfig };
const { previewServers, serverUrl } = await import('./tests/servers');
const shipped = serverUrl(previewServers.owner);

export default {
  ...base,
  projects: base.projects?.filter(({ name }) => ['owner', 'owner-visual', 'shipped'].includes(name ?? '')),
  webServer: [base.webServer ?? []].flat().filter(({ url }) => url === shipped),
} satisfies PlaywrightTestConfig;
