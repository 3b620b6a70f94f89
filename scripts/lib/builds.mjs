// The builds npm's scripts make: each one's output folder and the settings it is made with. Every
// config, test and script reads the folder names from here (`npm run build:<name>` makes each one).
import path from 'node:path';

/** The sub-path the test builds are served under, as GitHub Pages serves a project. */
export const subpathBase = '/portfolio/';

/** The template's own contents, which its tests build: the spec's placeholder and the full fixture. */
export const templateContents = {
  placeholder: path.join('src', 'placeholder', 'site.ts'),
  full: path.join('tests', 'fixtures', 'content-full', 'site.ts'),
};

/**
 * The shipped build (`npm run build`) reads the owner's content and env. The test builds never read
 * the owner's env, so keys in .env.local cannot turn the keyless and local-mailbox builds into real
 * EmailJS builds; the template's builds hold the template's content (CONTENT_MODULE), and `owner`
 * holds the owner's, for the checks that hold for any content (tests/owner/).
 * @type {Record<'shipped' | 'local-mailbox' | 'subpath' | 'fixture' | 'owner', { outDir: string, env: Record<string, string> }>}
 */
export const builds = {
  shipped: { outDir: 'dist', env: {} },
  'local-mailbox': {
    outDir: 'dist-test',
    env: { IGNORE_ENV_FILES: 'true', VITE_LOCAL_MAILBOX: 'true', CONTENT_MODULE: templateContents.placeholder },
  },
  subpath: {
    outDir: 'dist-subpath',
    env: { IGNORE_ENV_FILES: 'true', BASE_PATH: subpathBase, CONTENT_MODULE: templateContents.placeholder },
  },
  fixture: {
    outDir: 'dist-fixture',
    env: { IGNORE_ENV_FILES: 'true', BASE_PATH: subpathBase, CONTENT_MODULE: templateContents.full },
  },
  owner: { outDir: 'dist-owner', env: { IGNORE_ENV_FILES: 'true', BASE_PATH: subpathBase } },
};

/**
 * Where the server-side bundle of a build goes while the prerender runs (deleted after).
 * @param {string} outDir
 */
export function ssrOutDir(outDir) {
  return `${outDir}-ssr`;
}

/** Every folder a build writes, for ignore lists. */
export const buildFolders = Object.values(builds).flatMap(({ outDir }) => [outDir, ssrOutDir(outDir)]);

/** The output folder of the build being made: OUT_DIR, else the shipped build's. */
export function currentOutDir() {
  return process.env.OUT_DIR || builds.shipped.outDir;
}
