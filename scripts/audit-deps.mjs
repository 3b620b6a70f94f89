// `npm audit --omit=dev`: fails on any high or critical advisory in what the site ships.
// A registry that does not answer the advisories request (a mirror may refuse the POST) is reported
// as "not checked"; with REQUIRE_AUDIT=1 (the deploy workflow) that is a failure too.
import { spawnSync } from 'node:child_process';
import { npmCommand } from './lib/npm.mjs';

const run = spawnSync(...npmCommand(['audit', '--omit=dev', '--json']), { encoding: 'utf8' });
const report = parse(run.stdout);
const counts = report?.metadata?.vulnerabilities;

if (counts) {
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  console.log(
    `audit: ${counts.total} advisories in production dependencies (critical ${counts.critical}, high ${counts.high}, moderate ${counts.moderate}, low ${counts.low})`,
  );
  if (serious.length > 0) {
    console.error(`audit: high or critical: ${serious.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

const reason =
  report?.message ??
  (String(run.stderr ?? run.error ?? '')
    .trim()
    .split(/\r?\n/)
    .pop() ||
    `npm audit exited ${run.status}`);
if (process.env.REQUIRE_AUDIT === '1') {
  console.error(`audit: could not be run: ${reason}`);
  process.exit(1);
}
console.warn(`audit: NOT CHECKED on this machine, the registry did not answer: ${reason}`);

/** @param {string} text */
function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
