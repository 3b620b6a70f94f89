// `npm run spec-times`: each Playwright spec file's time over the runs kept in reports/spec-times/
// (tests/support/specTimes.ts writes one file per run), as the Markdown table of
// docs/testing.md#spec-times, the costliest first. `--clear` empties the folder before a measured run.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../reports/spec-times', import.meta.url));

if (process.argv.includes('--clear')) {
  rmSync(folder, { recursive: true, force: true });
  console.log('reports/spec-times/ emptied');
} else {
  /** @type {Map<string, { file: string, projects: Set<string>, tests: number, ms: number, retries: number }>} */
  const files = new Map();
  let workers = 0;
  for (const name of existsSync(folder) ? readdirSync(folder).filter((entry) => entry.endsWith('.json')) : []) {
    const run = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    workers += run.workersStarted;
    for (const time of run.files) {
      const sum = files.get(time.file) ?? { file: time.file, projects: new Set(), tests: 0, ms: 0, retries: 0 };
      sum.projects.add(time.project);
      sum.tests += time.tests;
      sum.ms += time.ms;
      sum.retries += time.retries;
      files.set(time.file, sum);
    }
  }
  const rows = [...files.values()].sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log('| spec file | project | tests | test time | share |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(
      `| \`${row.file}\` | ${[...row.projects].join(', ')} | ${row.tests}${row.retries ? ` (+${row.retries} retried)` : ''} | ${(row.ms / 1000).toFixed(1)} s | ${((100 * row.ms) / total).toFixed(1)} % |`,
    );
  console.log(`| all | | ${rows.reduce((sum, row) => sum + row.tests, 0)} | ${(total / 1000).toFixed(0)} s | |`);
  console.log(`\n${workers} Playwright workers started`);
}
