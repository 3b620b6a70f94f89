// Makes the edits a new owner is invited to make on a copy of the repository: README's step 3 on a
// fork made at the first release with the owner's layer (`npm run make-it-yours`, the content replaced
// with other counts), which then takes this release with `npm run upgrade`, nothing left to settle
// (and so does a fork made before that layer, its theme and knobs tuned in place); two recipes (a
// Talks section making seven header items, the photo on the left), colours in any CSS syntax, tuned
// scene knobs, their own name and technologies. Then runs typecheck, lint and unit tests there, builds
// the owner's page as her deploy does (EmailJS keys set) and runs the checks that hold for any
// content (tests/owner/) against it. It fails
// naming the edit that no longer applies or the step that breaks: a test that reads the owner's
// content, or code that reads only one colour syntax.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds } from './lib/builds.mjs';
import { planOf } from './lib/ciPlan.mjs';
import { npmCommand } from './lib/npm.mjs';
import {
  applyEdits,
  applyEditsBeforeOwnersLayer,
  applyFurtherEdits,
  editsBeforeOwnersLayer,
  EditNoLongerApplies,
  makeContentOwn,
} from './lib/owner-edits-list.mjs';
import { formatAsRecipeSays, readmeShownInGerman } from './lib/owner-edits-readme.mjs';
import { templateCopy } from './lib/templateCopy.mjs';
import { isOwnersFile } from './upgrade/ownersLayer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const ownersContentReached =
  "a template test that the owner's edits reach: one that reads the owner's content (src/content/; the template's " +
  "tests hold the template's content, src/placeholder/ and tests/fixtures/, and what holds for any content belongs in " +
  'tests/owner/ or tests/support/contents.ts), or one a recipe edits as it says.';
const replayPort = 5473;
/** What the deploy workflow gives the owner's build: a Pages sub-path and her EmailJS keys (ids EmailJS would refuse). */
const deployEnv = {
  BASE_PATH: '/portfolio-site/',
  VITE_EMAILJS_PUBLIC_KEY: 'replay-public-key',
  VITE_EMAILJS_SERVICE_ID: 'replay-service',
  VITE_EMAILJS_TEMPLATE_ID: 'replay-template',
};

const unreadableEdit =
  'the build cannot read an edit the docs invite (a colour in another CSS syntax, a new icon, a tuned knob)';

/**
 * The checks run in the copy after the edits, each an npm command; `outcome`, where a step has one,
 * adds what it found in the step's output to the line that says it passed. The unit tests are those the edits reach
 * (Vitest's `--changed`, by the modules each test imports, against the release the fork took; the
 * whole suite in a shallow clone, which has no such release): the template's suite has run every
 * one of them on the template's own tree before.
 * @param {string | undefined} release the copy's ref of the release the fork took, if any
 * @returns {{ name: string, args: string[], env?: Record<string, string>, hint: string, outcome?: (output: string) => string }[]}
 */
const stepsAfter = (release) => [
  {
    name: 'typecheck',
    args: ['run', 'typecheck'],
    hint: 'the content types or the knob table no longer accept an edit the docs invite.',
  },
  { name: 'lint', args: ['run', 'lint'], hint: 'a lint rule trips over an edit the docs invite.' },
  {
    name: release ? 'the unit tests the edits reach' : 'unit tests',
    args: release ? ['exec', '--', 'vitest', 'run', '--changed', release] : ['run', 'test:unit'],
    hint: ownersContentReached,
    env: { NO_COLOR: '1' },
    outcome: (output) => {
      const files = /Test Files\s+(.*)/.exec(output)?.[1]?.trim();
      return files ? `test files ${files}` : 'no test file reached';
    },
  },
  // As the deploy workflow makes and checks it: the build that ships, her EmailJS keys set (the
  // owner shapes check the keyless `build:owner` of other contents).
  {
    name: "the owner's build, as her deploy makes it",
    args: ['run', 'build'],
    env: deployEnv,
    hint: `${unreadableEdit}.`,
  },
  {
    name: 'the checks that hold for any content',
    args: ['run', 'test:owner'],
    // Ports of its own, so it never meets a server of the repository's own run.
    env: { ...deployEnv, OWNER_BUILD: 'shipped', PORT: String(replayPort) },
    hint: "the owner's page breaks a rule every page keeps (tests/owner/site.spec.ts names it), or that check expects a value of ours.",
  },
];

class CheckFailure extends Error {}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  throw new CheckFailure(message);
}

/**
 * Git in the copy, as an owner who commits.
 * @param {string} copy
 * @param {...string} args
 */
function git(copy, ...args) {
  return execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.invalid', ...args], {
    cwd: copy,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * The first release with the owner's layer: the commit that added the placeholder's folder. Unknown
 * in a clone without that history (a shallow checkout).
 */
function ownersLayerRelease() {
  /** @type {(...args: string[]) => string} */
  const inRoot = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  if (inRoot('rev-parse', '--is-shallow-repository') === 'true') return undefined;
  return (
    inRoot('log', '--diff-filter=A', '--format=%H', '--', 'src/placeholder/site.ts').split('\n').pop() || undefined
  );
}

/** Git's identity for the commits `npm run upgrade` makes in the copy. */
const ownerIdentity = {
  GIT_AUTHOR_NAME: 'Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.invalid',
  GIT_COMMITTER_NAME: 'Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.invalid',
};

/**
 * README's "Take the template's updates" on the fork checked out in the copy: the release's own
 * `npm run upgrade`, run as CHANGELOG 0.2.0 tells a fork made before the command came. Fails naming
 * what it left unsettled.
 * @param {string} copy
 * @param {string} fork
 */
function upgrade(copy, fork) {
  git(copy, 'checkout', 'template', '--', 'scripts/upgrade.mjs', 'scripts/upgrade');
  const run = spawnSync(process.execPath, ['scripts/upgrade.mjs', 'template'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ...ownerIdentity },
  });
  if (run.status !== 0) fail(`${fork} could not take this release with npm run upgrade:\n${run.stdout}\n${run.stderr}`);
  console.log(`  ${fork} took this release with npm run upgrade: nothing left to settle`);
}

/**
 * A branch `name` at `release` in the copy, with `edit` applied and committed; `template` is this release.
 * @template T
 * @param {string} copy
 * @param {string} name
 * @param {string} release
 * @param {(copy: string) => T} edit
 * @returns {T}
 */
function forkAt(copy, name, release, edit) {
  git(copy, 'checkout', '--quiet', '--force', '-B', name, release);
  git(copy, 'clean', '--quiet', '--force', '-d');
  const shown = edit(copy);
  git(copy, 'add', '--all');
  git(copy, 'commit', '--quiet', '--no-verify', '-m', "the owner's edits");
  return shown;
}

/**
 * The copy's `template` branch: the repository as it is now, committed.
 * @param {string} copy
 */
function commitTemplate(copy) {
  git(copy, 'fetch', '--quiet', root, 'HEAD');
  git(copy, 'update-ref', 'refs/heads/template', git(copy, 'rev-parse', 'FETCH_HEAD'));
  git(copy, 'symbolic-ref', 'HEAD', 'refs/heads/template');
  git(copy, 'commit', '--quiet', '--no-verify', '--allow-empty', '-m', 'the template now');
}

/**
 * A fork made at the release before the owner's layer, edited as README then said (content in
 * src/content/site.ts, tokens and knobs tuned in the template's files, the spec's pins deleted),
 * takes this release with `npm run upgrade`: its tuning lands in its own files, the template's
 * files and tests come back as they are now, and its content passes typecheck and the invariants.
 * @param {string} copy
 * @param {string} release
 */
function upgradeFromBeforeOwnersLayer(copy, release) {
  const fork = `a fork made at ${release.slice(0, 7)}^ (before the owner's layer)`;
  forkAt(copy, 'fork-before-owners-layer', `${release}^`, applyEditsBeforeOwnersLayer);
  upgrade(copy, fork);
  const differs = git(copy, 'diff', '--name-only', 'template')
    .split('\n')
    .filter((file) => file !== '' && !isOwnersFile(file));
  if (differs.length > 0)
    fail(`${fork}: after npm run upgrade, files of the template's differ from this release: ${differs.join(', ')}`);
  for (const [file, text] of Object.entries(editsBeforeOwnersLayer.movedTo)) {
    if (!readFileSync(path.join(copy, file), 'utf8').includes(text))
      fail(`${fork}: npm run upgrade did not move the tuning "${text}" into ${file}`);
  }
  const checks = [
    ['run', 'typecheck'],
    [
      'exec',
      '--',
      'vitest',
      'run',
      'tests/unit/content/content.test.ts',
      'tests/unit/page/specConformance.test.ts',
      'tests/unit/page/specThemeAndScene.test.ts',
    ],
  ];
  for (const args of checks) {
    const run = spawnSync(...npmCommand(args), { cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0)
      fail(
        `${fork}: npm ${args.join(' ')} fails after npm run upgrade:\n${`${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-40).join('\n')}`,
      );
  }
  console.log(
    `  ${fork}: its tuning moved into ${Object.keys(editsBeforeOwnersLayer.movedTo).join(', ')}; typecheck, the content invariants and the spec's pins pass`,
  );
}

/**
 * A fork made at the first release with the owner's layer, README step 3 done (`npm run
 * make-it-yours`, the content replaced), takes this release with `npm run upgrade`. Returns the
 * texts the owner's page must show.
 * @param {string} copy
 * @param {string} release
 * @returns {string[]}
 */
function upgradeFromOwnersLayer(copy, release) {
  const fork = `a fork made at ${release.slice(0, 7)} with README's content edits`;
  const shown = forkAt(copy, 'fork', release, makeContentOwn);
  upgrade(copy, fork);
  const plan = planOf(copy);
  if (plan.suite !== 'owner') fail(`${fork}: after npm run upgrade, npm run ci-plan says "${plan.line}", not owner`);
  console.log(`  ${fork}: npm run ci-plan says "${plan.line}"`);
  return shown;
}

const started = Date.now();
const copy = templateCopy(root, 'owner edits ');
console.log(`owner-edit check: copied the repository to ${copy}`);
try {
  const release = ownersLayerRelease();
  let shown;
  if (!release) {
    console.log(
      "  no history of the owner's layer's first release here (a shallow clone): README's content edits on this release itself",
    );
    shown = applyEdits(copy);
  } else {
    commitTemplate(copy);
    upgradeFromBeforeOwnersLayer(copy, release);
    shown = [...upgradeFromOwnersLayer(copy, release), ...applyFurtherEdits(copy, { recipes: true })];
  }
  await formatAsRecipeSays(copy);
  for (const step of stepsAfter(release && 'template')) {
    const stepStarted = Date.now();
    const run = spawnSync(...npmCommand(step.args), {
      cwd: copy,
      env: { ...process.env, ...step.env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (run.status !== 0) {
      const output = `${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-80).join('\n');
      fail(
        `${step.name} (npm ${step.args.join(' ')}) fails after the owner edits above (${seconds} s). Its output ends:\n\n` +
          `${output}\n\nowner-edit check FAILED at ${step.name}: likely ${step.hint}`,
      );
    }
    const outcome = step.outcome ? `: ${step.outcome(run.stdout)}` : '';
    console.log(`  ${step.name}: passed (${seconds} s)${outcome}`);
  }
  /** @type {[string, string[]][]} each page's folder under the build, and what it must show */
  const pages = [
    ['', shown],
    ['de', readmeShownInGerman],
  ];
  for (const [folder, texts] of pages) {
    const builtPage = path.join(builds.shipped.outDir, folder, 'index.html');
    const page = readFileSync(path.join(copy, builtPage), 'utf8');
    const missing = texts.filter((text) => !page.includes(text));
    if (missing.length > 0)
      fail(`the built page (${builtPage}) does not show the edited content: ${missing.join(', ')}`);
    console.log(`  the built page ${builtPage} shows ${texts.join(', ')}`);
  }
  console.log(`owner-edit check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  if (!(error instanceof CheckFailure || error instanceof EditNoLongerApplies)) throw error;
  console.error(`\nowner-edit check FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
