import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as placeholder from '@/placeholder/site';
import type { FilterTab, Project } from '@/contentShape/types';
import { loadSite } from '../../../vite/content/contentModule';
import { projectKindMistakes } from '../../../vite/content/projectKinds';

const [first, second] = placeholder.projects;
const installation: Project = { ...first!, id: 5, type: 'installation' };
const ownTabs: FilterTab[] = [
  { status: 'all', title: 'ALLE' },
  { status: 'installation', title: 'INSTALLATIONEN' },
];

describe('the kinds of work an owner names', () => {
  it('takes a kind of her own with its tab, as the placeholder takes its four', () => {
    expect(projectKindMistakes(placeholder)).toEqual([]);
    expect(projectKindMistakes({ projects: [installation], filterTabs: ownTabs })).toEqual([]);
  });

  it('names a project whose kind no tab lists, with the kinds the tabs do list', () => {
    const misspelt = { ...second!, id: 9, type: 'instalation' };
    expect(projectKindMistakes({ projects: [installation, misspelt], filterTabs: ownTabs })).toEqual([
      `projects[1] (id 9): no filter tab lists its type "instalation" (the tabs' kinds: "installation"); add a tab { status: 'instalation', title: … } or use one of those`,
    ]);
  });

  it('names a tab given twice and a project of the kind "all"', () => {
    const everything = { ...second!, id: 9, type: 'all' };
    expect(
      projectKindMistakes({
        projects: [everything],
        filterTabs: [...ownTabs, { status: 'installation', title: 'MEHR' }],
      }),
    ).toEqual([
      'filterTabs[2]: the status "installation" is a tab already',
      'projects[0] (id 9): "all" is the tab of every project, not a kind; give it its own',
    ]);
  });
});

describe('the build, on a kind no tab lists', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('fails naming the content file and the project', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'kinds-'));
    const module = path.join(folder, 'site.ts');
    const placeholderModule = JSON.stringify(path.resolve(import.meta.dirname, '../../../src/placeholder/site.ts'));
    writeFileSync(
      module,
      `export * from ${placeholderModule};\nimport { projects as all } from ${placeholderModule};\nexport const projects = all.map((project, index) => (index === 1 ? { ...project, type: 'games' } : project));\n`,
    );
    await expect(loadSite(module)).rejects.toThrow(
      /kinds-\w+\/site\.ts: projects\[1\] \(id \d+\): no filter tab lists its type "games"/,
    );
  });
});
