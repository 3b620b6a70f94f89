import { builds, subpathBase } from '../scripts/builds.mjs';

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
