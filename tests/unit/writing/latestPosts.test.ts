import { describe, expect, it } from 'vitest';
import type { PostFacts } from '@/contentShape/types';
import { latestPosts, latestPostsData } from '../../../vite/writing/latestPosts';
import { pluginModule } from '../../support/pluginModule';
import type { WritingBuild } from '../../../vite/writing/writing';
import { writing } from '../../fixtures/content-full/writing';

const post = (slug: string, date: string) => ({
  slug,
  file: `writing/${slug}.md`,
  facts: { title: slug, date, summary: `About ${slug}` } as PostFacts,
  html: '',
  headingIds: [],
  links: [],
  minutes: 1,
});
/** A language's posts as the build reads them, newest first. */
const language = (lang: string, latest: WritingBuild['latest'], count = 5): WritingBuild => ({
  lang,
  dir: 'ltr',
  folder: lang === 'en' ? '' : `${lang}/`,
  title: writing.title,
  intro: writing.intro,
  labels: writing.labels,
  latest,
  posts: Array.from({ length: count }, (_, index) => post(`${lang}-${index}`, `2026-0${9 - index}-01`)),
  elsewhere: [],
  publishedOn: '',
});

describe('the main page’s latest posts', () => {
  it('are none when no language asks for them, or only one with no post of its own', () => {
    expect(latestPostsData([language('en', undefined)])).toBeNull();
    expect(
      latestPostsData([language('en', { title: 'Latest', menuTitle: 'Writing', after: 'projects' }, 0)]),
    ).toBeNull();
  });

  it('list the newest three by default, in each language that asks, with its own words', () => {
    const data = latestPostsData([
      language('en', { title: 'Latest', menuTitle: 'Writing', after: 'projects' }),
      language('ru', undefined),
      language('ar', { title: 'أحدث', menuTitle: 'كتاباتي' }),
    ])!;
    expect(data.after).toBe('projects');
    expect(Object.keys(data.languages)).toEqual(['en', 'ar']);
    expect(data.languages.en!.posts.map((listed) => listed.slug)).toEqual(['en-0', 'en-1', 'en-2']);
    expect(data.languages.ar).toMatchObject({ title: 'أحدث', menuTitle: 'كتاباتي', allPosts: writing.labels.allPosts });
    expect(data.languages.ar!.posts[0]).toEqual({
      slug: 'ar-0',
      title: 'ar-0',
      date: '2026-09-01',
      summary: 'About ar-0',
    });
  });

  it('take the first listing language’s count where another gives none, and list no more posts than there are', () => {
    const data = latestPostsData([
      language('en', { title: 'Latest', menuTitle: 'Writing', after: 'home', count: 4 }),
      language('ar', { title: 'أحدث', menuTitle: 'كتاباتي' }, 2),
    ])!;
    expect(data.languages.en!.posts).toHaveLength(4);
    expect(data.languages.ar!.posts).toHaveLength(2);
  });

  it('fail the build naming the language and the key an owner got wrong', () => {
    expect(() => latestPostsData([language('ar', { title: 'أحدث', menuTitle: 'كتاباتي' })])).toThrow(
      'writing.latest (ar): give `after`',
    );
    expect(() =>
      latestPostsData([language('en', { title: 'Latest', menuTitle: 'Writing', after: 'home', count: 0 })]),
    ).toThrow('writing.latest (en): `count` is 0');
    expect(() => latestPostsData([language('en', { title: 'Latest', after: 'home' })])).toThrow(
      'writing.latest (en): give its `title` and `menuTitle`',
    );
  });
});

/** A module of the latest posts' plugins as the build loads it, by the name src imports. */
async function loaded(languages: WritingBuild[], source: string): Promise<string> {
  const { plugins } = latestPosts(() => Promise.resolve(languages), '/src/writing/LatestPosts.tsx');
  const code = await pluginModule(plugins, source);
  if (code === null) throw new Error(`no plugin serves ${source}`);
  return code;
}

describe('the latest posts a page’s script imports', () => {
  const english = language('en', { title: 'Latest', menuTitle: 'Writing', after: 'projects' });
  const arabic = language('ar', { title: 'أحدث', menuTitle: 'كتاباتي' });

  it('are its own language’s alone, by its code, null where it lists none', async () => {
    const listed = [english, language('ru', undefined), arabic];
    const own = async (source: string) =>
      JSON.parse((await loaded(listed, source)).replace('export default ', '').replace(/;$/, ''));
    expect((await own('virtual:latest-posts/en')).posts.map(({ slug }: { slug: string }) => slug)).toEqual([
      'en-0',
      'en-1',
      'en-2',
    ]);
    const arabicModule = await loaded(listed, 'virtual:latest-posts/ar');
    expect(arabicModule).toContain('كتاباتي');
    expect(arabicModule).not.toContain('en-0');
    expect(await own('virtual:latest-posts/ru')).toBeNull();
  });

  it('place the section after the same section in every language, and are nothing where no language lists any', async () => {
    expect(await loaded([english, arabic], 'virtual:latest-posts-section')).toContain(
      'export const latestAfter = "projects";',
    );
    const none = await loaded([language('en', undefined)], 'virtual:latest-posts-section');
    expect(none).toBe('export const LatestPosts = null;\nexport const latestAfter = null;');
    expect(await loaded([language('en', undefined)], 'virtual:latest-posts/en')).toBe('export default null;');
  });
});
