import { fixturePort, previewPort, subpathBase, subpathPort } from '../servers';

/** The local-mailbox build at the root (`dist-test/`). */
export const testSite = `http://127.0.0.1:${previewPort}/`;
/** The keyless build under the sub-path GitHub Pages gives a project (`dist-subpath/`). */
export const subpathSite = `http://127.0.0.1:${subpathPort}${subpathBase}`;
/** The page built from the filled-in content fixture under the sub-path (`dist-fixture/`): Experience, résumé, both colour schemes, case studies. */
export const fixtureSite = `http://127.0.0.1:${fixturePort}${subpathBase}`;
/** The owner's switch that runs the scene on a software renderer, which this GPU-less machine has. */
export const withScene = (url: string) => `${url}?scene=software`;
