import { builds, subpathBase } from '../scripts/lib/builds.mjs';

export { subpathBase };
/** The local-mailbox build (`npm run build:local-mailbox`), served by `vite preview` for the e2e suites. */
export const testOutDir = builds['local-mailbox'].outDir;
export const previewPort = Number(process.env.PORT ?? 4173);
/** The same site built under a sub-path (`npm run build:subpath`). */
export const subpathOutDir = builds.subpath.outDir;
export const subpathPort = previewPort + 100;
/** The page built from the filled-in content fixture under the sub-path (`npm run build:fixture`). */
export const fixtureOutDir = builds.fixture.outDir;
export const fixturePort = previewPort + 200;
export const ownerPort = previewPort + 300;

/** A base path as Vite and the pages write it: `/`, or `/sub/` with one slash at each end. */
export const asBasePath = (base = '/'): string => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

/**
 * The build the owner's checks run on (tests/owner/, tests/shipped/): the owner's content under the
 * sub-path (`npm run build:owner`), or, with OWNER_BUILD=shipped (`npm run test:shipped`, the deploy
 * workflow), the build that ships, dist/, under the BASE_PATH it was made for.
 */
const ownerServer: PreviewServer =
  process.env.OWNER_BUILD === 'shipped'
    ? {
        outDir: builds.shipped.outDir,
        port: ownerPort,
        base: asBasePath(process.env.BASE_PATH),
        build: 'npm run build',
      }
    : { outDir: builds.owner.outDir, port: ownerPort, base: subpathBase, build: 'npm run build:owner' };
export const ownerOutDir = ownerServer.outDir;

/** One build served by `vite preview` for the browser suites, and the script that makes it. */
export interface PreviewServer {
  outDir: string;
  port: number;
  base: string;
  build: string;
}

/**
 * Every build the suites serve, named once for Playwright's web servers and the other engines'
 * global setup. A server already on one of these ports is never reused: it may be serving another
 * worktree's build, or a stale one, so a run finding its port taken fails instead.
 */
export const previewServers = {
  test: { outDir: testOutDir, port: previewPort, base: '/', build: 'npm run build:local-mailbox' },
  subpath: { outDir: subpathOutDir, port: subpathPort, base: subpathBase, build: 'npm run build:subpath' },
  fixture: { outDir: fixtureOutDir, port: fixturePort, base: subpathBase, build: 'npm run build:fixture' },
  owner: ownerServer,
} satisfies Record<string, PreviewServer>;

export const serverUrl = ({ port, base }: PreviewServer): string => `http://127.0.0.1:${port}${base}`;

/** `vite preview`'s arguments for one build. */
export const previewArgs = ({ outDir, port }: PreviewServer): string[] => [
  'preview',
  '--outDir',
  outDir,
  '--port',
  String(port),
  '--strictPort',
  '--host',
  '127.0.0.1',
];

/** What the preview process needs in its environment: its base path, and never the owner's .env files (their keys turn the mailbox off). */
export const previewEnv = ({ base }: PreviewServer): Record<string, string> => ({
  BASE_PATH: base,
  IGNORE_ENV_FILES: 'true',
});
