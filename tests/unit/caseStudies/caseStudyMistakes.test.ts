/**
 * Case studies whose facts YAML cannot read: one message naming every such file and line and how to
 * mend it, as the posts' (tests/unit/writing/postMistakes.test.ts), not the first file alone.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caseStudies } from '../../../vite/caseStudies/caseStudies';
import { loadSite } from '../../../vite/content/contentModule';
import { displayPath } from '../../../scripts/lib/displayPath.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const placeholder = path.join(root, 'src', 'placeholder');
const folder = mkdtempSync(path.join(tmpdir(), 'study-mistakes-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const names = ['first', 'second'];
for (const sub of ['images', 'icons']) cpSync(path.join(placeholder, sub), path.join(folder, sub), { recursive: true });
mkdirSync(path.join(folder, 'case-studies'));
for (const name of names)
  writeFileSync(
    path.join(folder, 'case-studies', `${name}.md`),
    ['---', `summary: Note: the ${name} study says so.`, '---', '## The work', '', 'Text.'].join('\n'),
  );
const module = path.join(folder, 'site.ts');
writeFileSync(
  module,
  `import { projects as placeholderProjects } from ${JSON.stringify(path.join(placeholder, 'site.ts'))};
export * from ${JSON.stringify(path.join(placeholder, 'site.ts'))};
export const projects = placeholderProjects.map((project, index) =>
  index < 2 ? { ...project, caseStudy: ['case-studies/first.md', 'case-studies/second.md'][index] } : project,
);
`,
);

describe('case studies whose YAML cannot be read', () => {
  it('fail the read with one message naming every file and the line, and saying to quote the value', async () => {
    const site = await loadSite(module);
    const message = await caseStudies({ site, colours: () => ({}) as never })
      .studies()
      .then(
        () => '',
        (error: Error) => error.message,
      );
    expect(message).toMatch(/^2 case studies have mistakes:/);
    for (const name of names)
      expect(message).toContain(
        `${displayPath(path.join(folder, 'case-studies', `${name}.md`))}:2: "summary" holds ": ", which YAML reads as another fact; put the value in quotes`,
      );
  });
});
