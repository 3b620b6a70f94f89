// The two suites `npm test` chooses between (scripts/test-all.mjs, by npm run ci-plan): the owner's,
// what a change of her content can break, on her content alone; and the template's, every behaviour
// of the template on contents the template owns. Each stage is an npm command.

/** @typedef {{ name: string, npm: string[], env?: Record<string, string> }} Stage */

/** `TEST_SUITE` tells the tests which contents are theirs to read (tests/support/contents.ts). */
const template = { TEST_SUITE: 'template' };
const owner = { TEST_SUITE: 'owner' };

/**
 * The template's suite: never reads, writes or depends on the owner's layer (docs/testing.md).
 * @type {Stage[]}
 */
export const templateSuite = [
  'audit:deps',
  'check',
  'test:owner-edits',
  'build:local-mailbox',
  'build:subpath',
  'build:fixture',
  'test:e2e',
  'test:owner-shapes',
  'test:engines',
  'audit:local-mailbox',
  'audit:posts',
].map((script) => ({ name: script, npm: ['run', script], env: template }));

/**
 * The owner's suite: what her content can break, checked on her content. With OWNER_BUILD=shipped
 * (the deploy workflow) it checks the build that ships, dist/, instead of dist-owner/.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Stage[]}
 */
export function ownerSuite(env) {
  return [
    { name: 'typecheck', npm: ['run', 'typecheck'] },
    { name: 'lint (your files)', npm: ['exec', '--', 'eslint', 'src/content'] },
    ...ownersContentChecks(env),
  ];
}

/**
 * What only the owner's suite checks of her content: its invariants, her build and her pages. A fork
 * whose template code changed runs them after the template's suite (whose typecheck and lint cover
 * her files too): her content ships with that code.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Stage[]}
 */
export function ownersContentChecks(env) {
  const shipped = env.OWNER_BUILD === 'shipped';
  return [
    { name: 'test:content (your content’s invariants)', npm: ['run', 'test:content'], env: owner },
    shipped
      ? { name: 'build (the build that ships)', npm: ['run', 'build'] }
      : { name: 'build:owner (your pages under /portfolio/)', npm: ['run', 'build:owner'] },
    {
      name: 'test:owner (what holds for any page, your snapshots, the shipped checks)',
      npm: ['run', 'test:owner'],
      env: owner,
    },
  ];
}
