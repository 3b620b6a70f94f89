// `npm run ci-plan`: prints which suite this tree needs, in one line that starts with `owner` (nothing
// outside the owner's layer differs from the template release the fork stands on) or `template`
// (then the files that differ). In a GitHub Actions job it also gives the step the outputs `suite`
// and `line`, and writes the line and every file into the job summary.
import { appendFileSync } from 'node:fs';
import { planOf } from './lib/ciPlan.mjs';

const plan = planOf(process.cwd());
console.log(plan.line);

if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `suite=${plan.suite}\nline=${plan.line}\n`);
if (process.env.GITHUB_STEP_SUMMARY) {
  const files = plan.files.map((file) => `- \`${file}\``).join('\n');
  const suite =
    plan.suite === 'owner' ? "the owner's suite, then the publish" : "the template's suite, in parallel jobs";
  appendFileSync(
    process.env.GITHUB_STEP_SUMMARY,
    `### npm run ci-plan\n\n${plan.line}\n\nRuns ${suite}.\n${files ? `\nFiles outside the owner's layer that differ:\n\n${files}\n` : ''}`,
  );
}
