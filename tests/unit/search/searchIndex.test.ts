import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { asPage } from '../../support/asPage';
import type { Search } from '@/contentShape/types';
import { searchOptions, type SearchDocument } from '@/search/searchOptions';
import type { SearchIndexFile } from '@/search/searchData';
import { caseStudies } from '../../../vite/caseStudies/caseStudies';
import { loadSite } from '../../../vite/content/contentModule';
import { readSearch } from '../../../vite/search/search';
import { checkSearchWords, searchLanguages } from '../../../vite/search/searchWords';
import { languagesOf } from '../../../vite/content/languagesOf';
import { writingPosts } from '../../../vite/writing/writing';
import { templateContents } from '../../../scripts/lib/builds.mjs';
import * as placeholder from '../../../src/placeholder/site';
import { ruSearch } from '../../fixtures/content-full/languages/ru';

const fixture = await loadSite(path.resolve(templateContents.full));
const noCards = () => {
  throw new Error('no share card is drawn here');
};
const built = await readSearch(
  {
    site: fixture,
    studies: caseStudies({ site: fixture, colours: noCards }).studies,
    posts: writingPosts({ site: fixture, colours: noCards }).languages,
  },
  '/portfolio/',
);
const language = (lang: string) => built.find((search) => search.lang === lang)!;
const indexOf = (lang: string) =>
  MiniSearch.loadJS<SearchDocument>((JSON.parse(language(lang).source) as SearchIndexFile).index, searchOptions(lang));
const found = (lang: string, query: string) =>
  indexOf(lang)
    .search(query)
    .map((result) => `${result.kind}: ${result.title}`);

describe('the search index on the fixture', () => {
  it('is built for each language, each in a file named by its hash', () => {
    expect(built.map(({ lang, folder }) => [lang, folder])).toEqual([
      ['en', ''],
      ['ru', 'ru/'],
      ['ar', 'ar/'],
    ]);
    for (const { lang, fileName } of built)
      expect(fileName).toMatch(new RegExp(`^assets/search-${lang}-[0-9a-f]{8}\\.json$`));
  });

  it('holds every project, case study, own post (no draft) and Experience entry, each at its address in its language', () => {
    const kinds = (lang: string) => language(lang).documents.map(({ kind, url }) => `${kind} ${url}`);
    expect(kinds('en')).toEqual([
      'project /portfolio/#project-search-chase',
      'project /portfolio/#project-photo-commons',
      ...Array.from({ length: 4 }, () => 'project /portfolio/#projects'),
      'caseStudy /portfolio/projects/search-chase/',
      'caseStudy /portfolio/projects/photo-commons/',
      'post /portfolio/writing/lazy-hydration/',
      'post /portfolio/writing/css-logical-properties/',
      'post /portfolio/writing/build-time-markdown/',
      ...fixture.content.experience.entries.map(() => 'experience /portfolio/#experience'),
    ]);
    expect(kinds('ru').filter((kind) => kind.startsWith('post'))).toEqual([]);
    expect(kinds('ar').filter((kind) => !kind.includes('/portfolio/ar/'))).toEqual([]);
  });

  it('finds a word of a post, a case study and a project in each language, as its script cuts words', () => {
    expect(found('en', 'Suspense')).toEqual(['post: Hydrating a page one section at a time']);
    expect(found('en', 'staff')).toEqual(['project: Task Tracker']);
    expect(found('en', 'replayed')).toContain('caseStudy: Search Chase');
    expect(found('ru', 'стенде')).toEqual(['caseStudy: Погоня за поиском']);
    expect(found('ru', 'сотрудникам')).toEqual(['project: Трекер задач']);
    expect(found('ru', 'Берлин')).toEqual(['experience: Ведущий фронтенд-разработчик, Northwind Labs']);
    expect(found('ar', 'الخيط')).toEqual(['post: إحياء الصفحة قسمًا بعد قسم']);
    expect(found('ar', 'منصة')).toEqual(['caseStudy: مطاردة البحث']);
    expect(found('ar', 'موظفي')).toEqual(['project: متتبع المهام']);
  });

  it('finds a word as it is typed, and without its accents or vowel marks', () => {
    expect(found('en', 'Suspe')).toEqual(['post: Hydrating a page one section at a time']);
    expect(found('ar', 'مُطاردة')).toEqual(found('ar', 'مطاردة'));
  });

  it('ships the dialog\u2019s words with the index, not the page\u2019s title', () => {
    const { words } = JSON.parse(language('ru').source) as SearchIndexFile;
    expect(words).toEqual({
      label: ruSearch.label,
      placeholder: ruSearch.placeholder,
      noResults: ruSearch.noResults,
      resultCount: ruSearch.resultCount,
      close: ruSearch.close,
      kinds: ruSearch.kinds,
    });
  });
});

describe('the search\u2019s words', () => {
  const check = (words: Partial<Search>, lang = 'ru') =>
    checkSearchWords(
      {
        lang,
        folder: `${lang}/`,
        content: asPage(placeholder),
        words: { ...ruSearch, ...words },
        where: `languages.others (${lang}): words.search`,
      },
      'site.ts',
    );

  it('are none in the placeholder, whose page ships nothing of the search', () => {
    expect(searchLanguages(languagesOf(placeholder))).toEqual([]);
  });

  it('fail the build naming the file and the item', () => {
    expect(() => check({ label: ' ' })).toThrow(
      'site.ts: languages.others (ru): words.search.label is empty; give its words',
    );
    expect(() => check({ kinds: { ...ruSearch.kinds, post: '' } })).toThrow('words.search.kinds.post is empty');
  });

  it('need every plural form the language uses, and no other, `other` with its #', () => {
    expect(() => check({ resultCount: { one: '# результат', few: '# результата', other: '# результата' } })).toThrow(
      'site.ts: languages.others (ru): words.search.resultCount has no `many`, a plural form ru uses; give one text for each of few, many, one, other',
    );
    expect(() => check({ resultCount: { ...ruSearch.resultCount, two: '# результата' } })).toThrow(
      'words.search.resultCount.two is not a plural form of ru',
    );
    expect(() => check({ resultCount: { ...ruSearch.resultCount, other: 'результаты' } })).toThrow(
      'words.search.resultCount.other has no #',
    );
    expect(() => check({})).not.toThrow();
  });
});
