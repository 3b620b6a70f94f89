import { describe, expect, it } from 'vitest';
import { checkLinks, type CheckedStudy } from '../../../src/caseStudies/checkLinks';
import type { Languages, Writing } from '../../../src/contentShape/types';
import { tagPath } from '../../../src/writing/writingAddress';
import { parsePostFile } from '../../../vite/writing/postFacts';
import { postFiles } from '../../../vite/writing/postFiles';
import { languagesOf } from '../../../vite/content/languagesOf';
import * as placeholder from '../../../src/placeholder/site';
import { readingMinutes, wordCount } from '../../../vite/writing/readingTime';

const FILE = 'src/content/writing/first-post.md';
const head = ['---', 'title: First post', 'date: 2026-03-01', 'summary: What it says.'];

describe('a post file', () => {
  it('gives its facts (an unquoted date as the day written), drafts and covers included, and the line its Markdown starts after', () => {
    const parsed = parsePostFile(
      [...head, 'tags: [React, CSS]', 'draft: true', 'cover:', '  src: a.png', '  alt: A', '---', '## Part'].join('\n'),
      FILE,
    );
    expect(parsed.facts).toEqual({
      title: 'First post',
      date: '2026-03-01',
      summary: 'What it says.',
      tags: ['React', 'CSS'],
      draft: true,
      cover: { src: 'a.png', alt: 'A' },
    });
    expect(parsed.bodyOffset).toBe(10);
    // A cover's line is its src's, where a missing file is named.
    expect(parsed.fieldLine('cover')).toBe(8);
  });

  it('fails naming the file and line of an unknown fact, a date that is no day, a draft that is not true or false, a cover without alt', () => {
    expect(() => parsePostFile([...head, 'tag: React', '---', ''].join('\n'), FILE)).toThrow(
      `${FILE}:5: unknown fact "tag" (a post knows title, date, summary, tags, cover, draft)`,
    );
    expect(() =>
      parsePostFile(['---', 'title: T', 'date: March 2026', 'summary: S', '---', ''].join('\n'), FILE),
    ).toThrow(`${FILE}:3: "date" is a day written YYYY-MM-DD`);
    expect(() =>
      parsePostFile(['---', 'title: T', 'date: 2026-02-30', 'summary: S', '---', ''].join('\n'), FILE),
    ).toThrow(`${FILE}:3: "date" is a day`);
    expect(() =>
      parsePostFile(['---', 'title: T', 'date: 2026-13-01', 'summary: S', '---', ''].join('\n'), FILE),
    ).toThrow(`${FILE}:3: "date" is a day`);
    expect(() => parsePostFile([...head, 'draft: yes please', '---', ''].join('\n'), FILE)).toThrow(
      `${FILE}:5: "draft" is true or false`,
    );
    expect(() => parsePostFile([...head, 'cover:', '  src: a.png', '---', ''].join('\n'), FILE)).toThrow(
      `${FILE}:6: an image has src and alt`,
    );
    expect(() => parsePostFile(['---', 'title: T', 'summary: S', '---', ''].join('\n'), FILE)).toThrow(
      `${FILE}:1: the fact "date" is missing`,
    );
    expect(() => parsePostFile('## No facts', FILE)).toThrow(`${FILE}:1: a post starts with its facts`);
    // YAML's own words, without its position, which counts from the front matter and not the file.
    expect(() => parsePostFile([...head, 'tags: "React', '---', ''].join('\n'), FILE)).toThrow(
      new RegExp(`^${FILE}:5: Missing closing "quote$`),
    );
  });
});

describe('the posts of each language', () => {
  const words = (posts: string[]) => ({ title: 'T', intro: 'I', posts, labels: {} as Writing['labels'] });
  /** The placeholder's languages: English, whose writing is `writing`, and the `others`. */
  const languages = (writing: Writing | undefined, others: Languages['others']) =>
    languagesOf({
      ...placeholder,
      writing,
      languages: { default: { lang: 'en', name: 'English', dir: 'ltr' }, others },
    });

  it('are the default\u2019s list and each language\u2019s own, which may be shorter; a language with no writing has none', () => {
    const ar = {
      lang: 'ar',
      name: 'العربية',
      dir: 'rtl' as const,
      words: { writing: words(['writing/ar/a.md']) } as unknown as Languages['others'][number]['words'],
    };
    const ru = { lang: 'ru', name: 'Русский', dir: 'ltr' as const, words: {} as Languages['others'][number]['words'] };
    const found = postFiles(languages(words(['writing/a.md', 'writing/b.md']), [ar, ru]));
    expect(found.map(({ lang, folder, writing }) => [lang, folder, writing.posts])).toEqual([
      ['en', '', ['writing/a.md', 'writing/b.md']],
      ['ar', 'ar/', ['writing/ar/a.md']],
    ]);
    expect(postFiles(languages(undefined, []))).toEqual([]);
  });
});

describe('reading time', () => {
  it('counts words as the language cuts them, where no space divides them too', () => {
    expect(wordCount('Hydrating a page, one section at a time.', 'en')).toBe(8);
    expect(wordCount('إحياء الصفحة قسمًا بعد قسم', 'ar')).toBe(5);
    // Japanese writes no spaces: splitting on spaces would find one word.
    expect(wordCount('私は猫が好きです', 'ja')).toBeGreaterThan(3);
  });

  it('is whole minutes at 200 words a minute, at least one', () => {
    expect(readingMinutes('word', 'en')).toBe(1);
    expect(readingMinutes(Array(1000).fill('word').join(' '), 'en')).toBe(5);
  });
});

describe('a tag\u2019s address', () => {
  it('keeps letters of any script, lower case, joined by -', () => {
    expect(tagPath('Right to left')).toBe('writing/tags/right-to-left/');
    expect(tagPath('أداء الويب')).toBe('writing/tags/أداء-الويب/');
  });
});

describe('a post\u2019s links', () => {
  const post = (slug: string, links: string[], headingIds: string[] = ['part']): CheckedStudy => ({
    slug,
    file: `writing/${slug}.md`,
    headingIds,
    links: links.map((href, index) => ({ href, line: index + 3 })),
  });

  it('may lead to another post and its part, the posts\u2019 index, a case study and a section', () => {
    const study = post('search-chase', []);
    expect(() =>
      checkLinks(
        [study],
        ['home', 'contacts'],
        [post('a', ['/writing/b/#part', '/writing/', '/projects/search-chase/', '/#contacts']), post('b', [])],
      ),
    ).not.toThrow();
  });

  it('fails naming the file and line of a link to a post that is not there', () => {
    expect(() => checkLinks([], ['home'], [post('a', ['#part', '/writing/c/'])])).toThrow(
      'writing/a.md:4: the link /writing/c/ leads nowhere: there is no page at /writing/c/',
    );
  });
});
