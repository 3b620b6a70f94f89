/**
 * `npm start` serves the pages the build writes: each language's main page in its folder, in that
 * language, and each case study and post at its address, on the fixture's content (three languages, two
 * studies, posts in two).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { templateContents } from '../../../scripts/lib/builds.mjs';
import { caseStudyPath, caseStudySlug } from '../../../src/caseStudies/caseStudyAddress';
import { postPath, tagPath } from '../../../src/writing/writingAddress';
import { fixtureLanguages } from '../../support/fixtureLanguages';
import { fixturePosts } from '../../support/fixturePosts';

const root = path.resolve(import.meta.dirname, '../../..');
let server: ViteDevServer;

beforeAll(async () => {
  Object.assign(process.env, { CONTENT_MODULE: templateContents.full, IGNORE_ENV_FILES: 'true', BASE_PATH: '/' });
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
}, 120_000);
afterAll(() => server?.close());

const page = async (address: string) => {
  const response = await fetch(new URL(address, server.resolvedUrls!.local[0]));
  return { status: response.status, html: await response.text() };
};
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('the dev server', { timeout: 60_000 }, () => {
  it.each(fixtureLanguages.slice(1).map((language) => [language.path, language] as const))(
    'serves %s as its language page, its <html> in that language and direction',
    async (address, language) => {
      const { status, html } = await page(`/${address}`);
      expect(status).toBe(200);
      expect(htmlTag(html)).toBe(`<html lang="${language.lang}" dir="${language.dir}">`);
    },
  );

  const studies = fixtureLanguages.flatMap((language) =>
    language.content.projects
      .filter((project) => project.caseStudy)
      .map(
        (project) =>
          [
            `${language.path}${caseStudyPath(caseStudySlug(project.caseStudy!))}`,
            language.lang,
            project.title,
          ] as const,
      ),
  );
  it.each(studies)('serves the case study %s in %s, rendered with its title', async (address, lang, title) => {
    const { status, html } = await page(`/${address}`);
    expect(status).toBe(200);
    expect(htmlTag(html)).toMatch(new RegExp(`^<html lang="${lang}"`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  const posts = fixturePosts.flatMap(({ lang, path: folder, posts: written }) =>
    written
      .filter((post) => !post.facts.draft)
      .map((post) => [`${folder}${postPath(post.slug)}`, lang, post.facts.title] as const),
  );
  it.each(posts)('serves the post %s in %s, rendered with its title', async (address, lang, title) => {
    const { status, html } = await page(`/${address}`);
    expect(status).toBe(200);
    expect(htmlTag(html)).toMatch(new RegExp(`^<html lang="${lang}"`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it('serves a tag\u2019s page named in Arabic letters', async () => {
    const arabic = fixturePosts.find((posts) => posts.lang === 'ar')!;
    const tag = arabic.posts.flatMap((post) => post.facts.tags ?? []).find((name) => /\p{Script=Arabic}/u.test(name))!;
    const { status, html } = await page(encodeURI(`/${arabic.path}${tagPath(tag)}`));
    expect(status).toBe(200);
    expect(html).toContain(`${arabic.words.labels.tagged} ${tag}`);
  });
});
