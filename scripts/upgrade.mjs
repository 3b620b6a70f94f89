// `npm run upgrade [-- <ref>]`: takes the template's next release into an owner's fork. Fetches the
// remote `template` (README, "Take the template's updates") unless a ref is given, merges it with
// each conflict settled by who owns the file (scripts/upgrade/takeTemplate.mjs), carries a theme or
// scene tuned in the template's own files into the owner's, commits, and prints what the releases
// taken add and ask (CHANGELOG.md). A conflict in the owner's own code edits stops it, named.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { changelogSince } from './upgrade/changelogSince.mjs';
import { takeTemplate } from './upgrade/takeTemplate.mjs';

const root = process.cwd();
/** @param {string[]} args */
const git = (...args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();

/** @param {string} message @returns {never} */
function stop(message) {
  console.error(`npm run upgrade: ${message}`);
  process.exit(1);
}

/**
 * This command runs as the release has it: the fork's own hands over to a checkout of the release's
 * (below), and a fork made before the command came checks it out by hand (CHANGELOG 0.2.0). Those
 * files are the release's, and the merge brings them, so they are put back as the fork has them, out
 * of its way (Node has them loaded).
 */
const ownFiles = ['scripts/upgrade.mjs', 'scripts/upgrade/'];
const checkedOutHere = git('status', '--porcelain', '--untracked-files=all', '--', ...ownFiles)
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3));
if (checkedOutHere.length > 0) {
  git('reset', '--quiet', '--', ...ownFiles);
  const tracked = git('ls-files', '--', ...checkedOutHere)
    .split('\n')
    .filter(Boolean);
  if (tracked.length > 0) git('checkout', 'HEAD', '--', ...tracked);
  for (const file of checkedOutHere.filter((name) => !tracked.includes(name)))
    rmSync(path.join(root, file), { force: true });
}
if (git('status', '--porcelain')) stop('the work tree has changes: commit or stash them first (nothing was changed).');
const remotes = git('remote').split('\n');
let ref = process.argv[2];
if (!ref) {
  if (!remotes.includes('template')) {
    stop(
      'no remote named `template`: add the template\'s repository once, `git remote add template <its address>` (README, "Take the template\'s updates").',
    );
  }
  console.log('npm run upgrade: git fetch template');
  git('fetch', '--quiet', 'template');
  ref = 'template/main';
}
if (git('merge-base', 'HEAD', ref) === git('rev-parse', ref)) {
  console.log(`npm run upgrade: ${ref} is in your history already; nothing to take.`);
  process.exit(0);
}
// The release's own upgrade knows its own changes (and has its fixes): this one hands over to it.
if (checkedOutHere.length === 0 && git('diff', '--name-only', 'HEAD', ref, '--', ...ownFiles)) {
  console.log(`npm run upgrade: running ${ref}'s own upgrade`);
  git('checkout', ref, '--', ...ownFiles);
  const release = spawnSync(process.execPath, ['scripts/upgrade.mjs', ref], { cwd: root, stdio: 'inherit' });
  process.exit(release.status ?? 1);
}

const versionBefore = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const { tuned, migrated, settled, left, packagesKept } = await takeTemplate(root, ref, git);
for (const file of settled) console.log(`  settled ${file}`);
for (const file of tuned) console.log(`  moved your tuning into ${file} (it was in the template's own files)`);
for (const file of migrated) console.log(`  ${file} imports the content's shape as @/content/types (CHANGELOG 0.3.0)`);
if (left.length > 0) {
  stop(
    `${left.length} file(s) that you and the template both changed are left for you: ${left.join(', ')}.\n` +
      "Settle each (your code edit against the template's), `git add` it and `git commit`; or `git merge --abort` to leave things as they were.",
  );
}
if (packagesKept.length > 0) console.log(`  kept your packages in package.json: ${packagesKept.join(', ')}`);
console.log(`npm run upgrade: took ${ref}, committed; template-release.json records it.`);
const changed = git('diff', '--name-only', 'HEAD~1', 'HEAD').split('\n');
if (changed.includes('package-lock.json')) console.log('  the packages changed: run `npm install`.');
for (const section of changelogSince(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'), versionBefore))
  console.log(`\n${section}`);
console.log('\nThen `npm run doctor` (what is left for you) and `npm test`.');
