/** The local-mailbox build (`npm run build:local-mailbox` → `dist-test/`), served by `vite preview` for the e2e suites. */
export const testOutDir = 'dist-test';
export const previewPort = Number(process.env.PORT ?? 4173);
/** The same site built under a sub-path (`npm run build:subpath` → `dist-subpath/`). */
export const subpathPort = previewPort + 100;
export const subpathBase = '/portfolio/';
/** The page built from the filled-in content fixture under the sub-path (`npm run build:fixture` → `dist-fixture/`). */
export const fixtureOutDir = 'dist-fixture';
export const fixturePort = previewPort + 200;
