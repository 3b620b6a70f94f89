import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite, placeholderContentModule, readContent } from '../../../vite/content/contentModule';
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
    expect(english!.content).toBe(fixture);
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

describe("where the build finds a language's words, so that its page alone loads them", () => {
  const shape = (name: string) => path.join(root, 'tests', 'fixtures', 'shapes', name);

  it('traces words exported from a file of their own to that file and export: the fixture’s Russian and Arabic', async () => {
    const { languages } = await loadSite(path.join(root, 'tests', 'fixtures', 'content-full', 'site.ts'));
    const languagesFolder = path.join(root, 'tests', 'fixtures', 'content-full', 'languages');
    expect(languages.map(({ lang, wordsFile }) => [lang, wordsFile])).toEqual([
      ['en', undefined],
      ['ru', { file: path.join(languagesFolder, 'ru.ts'), name: 'ru' }],
      ['ar', { file: path.join(languagesFolder, 'ar.ts'), name: 'ar' }],
    ]);
  });

  it('traces words given as a function of the content (`words: de`) to the function, and makes them from the content', async () => {
    const { languages } = await loadSite(shape('trilingual.ts'));
    const [, german, hebrew] = languages;
    expect(german!.wordsFile).toEqual({ file: shape(path.join('languages', 'de.ts')), name: 'german' });
    expect(hebrew!.wordsFile).toEqual({ file: shape(path.join('languages', 'he.ts')), name: 'he' });
    expect(german!.own.typingTitles[0]).toBe('Eine Interface-Entwicklerin');
    expect(german!.content.projects.map(({ id }) => id)).toEqual([7, 11, 23, 42]);
  });

  it('finds none for words made inside the content module, which then come with every page', async () => {
    const { languages } = await loadSite(shape('german-default.ts'));
    expect(languages.map(({ lang, wordsFile }) => [lang, wordsFile?.name])).toEqual([
      ['de', undefined],
      ['en', undefined],
      ['fa', 'fa'],
    ]);
  });

  it('names, for the doctor, each language whose words the content module makes itself, and none where each has a file', async () => {
    const inPlace = async (module: string) => (await readContent(module)).wordsInPlace;
    expect(await inPlace(shape('german-default.ts'))).toEqual(['en']);
    expect(await inPlace(shape('trilingual.ts'))).toEqual([]);
    expect(await inPlace(path.join(root, 'tests', 'fixtures', 'content-full', 'site.ts'))).toEqual([]);
    expect(await inPlace(placeholderContentModule)).toEqual([]);
  });
});
