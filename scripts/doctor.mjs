// `npm run doctor [-- --strict]`: lists what is still the template's placeholder or not set up, each
// with its file and the fix, then what is left for the owner after an upgrade (optional parts off,
// the template's files they changed: scripts/doctor/leftForYou.mjs). Exits 0 (advice) unless --strict; in a GitHub Actions job the list also
// goes to the job summary.
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';
import { builtHostFiles, diagnose, findingLine } from './doctor/checks.mjs';
import { leftForYou } from './doctor/leftForYou.mjs';
import { ownerContentFile } from './lib/makeItYours.mjs';

// The repository it reads: where it runs (npm runs scripts at the project's root).
const root = process.cwd();
const strict = process.argv.includes('--strict');

const contentFile = path.join(root, ownerContentFile);
/** @type {{ module: typeof import('../vite/content/contentModule.ts') }} */
const { module: contentDoor } = await runnerImport(
  fileURLToPath(new URL('../vite/content/contentModule.ts', import.meta.url)),
);
// Loaded as the build loads it, but unchecked: the doctor reports what a check would fail on.
/** @type {import('./doctor/leftForYou.mjs').OwnersContent | null} */
const content = existsSync(contentFile) ? await contentDoor.readContent(contentFile) : null;
const placeholder = await contentDoor.readContent(contentDoor.placeholderContentModule);
const findings = [
  ...diagnose({
    root,
    content,
    env: loadEnv('production', root, 'VITE_'),
    templateMailtoLead: placeholder.contact.mailtoLead,
  }),
  ...(await builtHostFiles(root)),
];

const lines = findings.map((finding) => findingLine(finding, root));
if (findings.length === 0) console.log('doctor: nothing of the template left, everything set up.');
else
  console.log(
    `doctor: ${findings.length} still the template's or not set up:\n${lines.map((line) => `- ${line}`).join('\n')}`,
  );

const advice = leftForYou(root, content);
if (advice.length > 0) console.log(`\nAlso:\n${advice.map((line) => `- ${line}`).join('\n')}`);

if (process.env.GITHUB_STEP_SUMMARY) {
  const summary = findings.length === 0 ? 'Nothing of the template left.' : lines.map((line) => `- ${line}`).join('\n');
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### npm run doctor\n\n${summary}\n`);
}
if (strict && findings.length > 0) process.exitCode = 1;
