import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../vite/content/contentModule';
import { languagesOf } from '../../../vite/content/languagesOf';
import { postFiles } from '../../../vite/writing/postFiles';
import * as fixture from '../../fixtures/content-full/site';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe("the build's list of the site's languages", () => {
  const [english, russian, arabic] = languagesOf(fixture);

  it('is the default first, at the base, then each other language in its folder, in the content’s order', () => {
    expect(languagesOf(fixture).map(({ lang, dir, path }) => [lang, dir, path])).toEqual([
      ['en', 'ltr', ''],
      ['ru', 'ltr', 'ru/'],
      ['ar', 'rtl', 'ar/'],
    ]);
  });

  it("gives each language's page in its own words, the default's addresses and files kept", () => {
    const [ruWords, arWords] = fixture.languages.others.map(({ words }) => words);
    expect(russian!.content.owner.role).toBe(ruWords!.owner.role);
    expect(arabic!.content.owner.role).toBe(arWords!.owner.role);
    expect(arabic!.content.socials.map(({ href }) => href)).toEqual(fixture.socials.map(({ href }) => href));
    expect(english!.content.projects).toBe(fixture.projects);
    expect(english!.content.interfaceText).toEqual(fixture.interfaceText);
  });

  it('keeps what a language gives of its own apart: Russian, with no writing of its own, has no posts though English has', () => {
    expect(english!.own.writing).toBe(fixture.writing);
    expect(russian!.own.writing).toBeUndefined();
    expect(postFiles(languagesOf(fixture)).map(({ lang }) => lang)).toEqual(['en', 'ar']);
  });

  it('names where each language’s own words are, for messages', () => {
    expect(languagesOf(fixture).map(({ where }) => `${where}search`)).toEqual([
      'search',
      'languages.others (ru): words.search',
      'languages.others (ar): words.search',
    ]);
  });
});

describe("each language's page, made once by the build", () => {
  it('makes words given as a function of the content (`words: german`) from the content, in the content’s order', async () => {
    const { languages } = await loadSite(path.join(root, 'tests', 'fixtures', 'shapes', 'trilingual.ts'));
    const [, german] = languages;
    expect(german!.own.typingTitles[0]).toBe('Eine Interface-Entwicklerin');
    expect(german!.content.projects.map(({ id }) => id)).toEqual([7, 11, 23, 42]);
  });
});
