/**
 * Posts whose front matter YAML cannot read: the build stops once, under the posts' own plugin, with
 * one message naming every such file and line and how to mend it, however many plugins read the posts.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build } from 'vite';
import { loadSite } from '../../../vite/content/contentModule';
import { writingPosts } from '../../../vite/writing/writing';
import { displayPath } from '../../../scripts/lib/displayPath.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const placeholder = path.join(root, 'src', 'placeholder');
const folder = mkdtempSync(path.join(tmpdir(), 'post-mistakes-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const names = ['one', 'two', 'three', 'four', 'five'];
const good = ['---', 'title: Fine', 'date: 2026-03-01', 'summary: "Quoted: as it should be."', '---', 'Text.'];
// The placeholder's content with posts of its own beside it: five of them with an unquoted ": " in the summary.
for (const sub of ['images', 'icons']) cpSync(path.join(placeholder, sub), path.join(folder, sub), { recursive: true });
mkdirSync(path.join(folder, 'writing'));
writeFileSync(path.join(folder, 'writing', 'good.md'), good.join('\n'));
for (const name of names) {
  const text = [
    '---',
    `title: Post ${name}`,
    'date: 2026-03-01',
    `summary: Note: post ${name} says so.`,
    '---',
    'Text.',
  ];
  writeFileSync(path.join(folder, 'writing', `${name}.md`), text.join('\n'));
}
const module = path.join(folder, 'site.ts');
writeFileSync(
  module,
  `export * from ${JSON.stringify(path.join(placeholder, 'site.ts'))};
export const writing = {
  title: 'Writing',
  intro: 'Notes.',
  posts: ${JSON.stringify(['writing/good.md', ...names.map((name) => `writing/${name}.md`)])},
  labels: { allPosts: 'All', tags: 'Tags', tagged: 'Tagged', readingTime: 'Reading time:', previous: 'Previous', next: 'Next', otherPosts: 'Other posts', feed: 'Feed' },
  latest: { title: 'Latest writing', menuTitle: 'Writing', after: 'projects' },
};
`,
);
/** An error a build reports, and the plugin it came from. */
type PluginError = Error & { plugin?: string };

const shown = (name: string) => displayPath(path.join(folder, 'writing', `${name}.md`));

describe('posts whose YAML cannot be read', () => {
  it('fail the read with one message naming every file and the line, and saying to quote the value', async () => {
    const site = await loadSite(module);
    const read = writingPosts({ site, colours: () => ({}) as never }).languages();
    const message = await read.then(
      () => '',
      (error: Error) => error.message,
    );
    for (const name of names)
      expect(message).toContain(
        `${shown(name)}:4: "summary" holds ": ", which YAML reads as another fact; put the value in quotes: summary: "Note: post ${name} says so."`,
      );
    expect(message).not.toContain('good.md');
  });

  it('stop the build once, under the posts\u2019 plugin, however many plugins read them', async () => {
    vi.stubEnv('CONTENT_MODULE', module);
    const failure = await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: path.join(folder, 'dist'), write: false },
    }).then(
      () => undefined,
      (error: PluginError & { errors?: PluginError[] }) => error,
    );
    vi.unstubAllEnvs();
    expect(failure, 'the build fails').toBeDefined();
    const reported = failure!.errors ?? [failure!];
    expect(reported.map(({ plugin }) => plugin)).toEqual(['writing']);
    for (const name of names) expect(reported[0]!.message).toContain(`${shown(name)}:4:`);
  }, 120_000);
});
