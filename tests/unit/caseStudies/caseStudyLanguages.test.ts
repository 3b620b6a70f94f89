import { describe, expect, it } from 'vitest';
import * as placeholder from '@/placeholder/site';
import type { Project, Translation } from '@/contentShape/types';
import { languagesOf, type SiteLanguages } from '../../../vite/content/languagesOf';
import { studyFiles } from '../../../vite/caseStudies/studyFiles';

const { projects } = placeholder;
const [chase, commons, ...rest] = projects as readonly [Project, Project, ...Project[]];
const withStudies: readonly Project[] = [
  { ...chase, caseStudy: 'case-studies/search-chase.md' },
  { ...commons, caseStudy: 'case-studies/photo-commons.md' },
  ...rest,
];

/** A language whose words give each project its title and, where `files` says, its case study. */
function language(lang: string, files: (string | undefined)[]): Translation {
  const words = {
    projects: projects.map((project, index) => ({
      title: `${lang}: ${project.title}`,
      ...(files[index] && { caseStudy: files[index] }),
    })),
  };
  return { lang, name: lang, dir: lang === 'ar' ? 'rtl' : 'ltr', words: words as unknown as Translation['words'] };
}
/** The placeholder with two case studies, in English and the `others`. */
const site = (...others: Translation[]): SiteLanguages =>
  languagesOf({
    ...placeholder,
    projects: withStudies,
    languages: { default: { lang: 'en', name: 'English', dir: 'ltr' }, others },
  });

describe('case studies in several languages', () => {
  it('reads each language\\u2019s own file, under the default file\\u2019s name, in the language\\u2019s folder', () => {
    const files = studyFiles(
      site(
        language('ru', ['case-studies/ru/search-chase.md', 'case-studies/ru/fotoarkhiv.md']),
        language('ar', ['case-studies/ar/search-chase.md', 'case-studies/ar/photo-commons.md']),
      ),
    );
    expect(files.map(({ lang, dir, folder, slug, file }) => [lang, dir, folder, slug, file])).toEqual([
      ['en', 'ltr', '', 'search-chase', 'case-studies/search-chase.md'],
      ['en', 'ltr', '', 'photo-commons', 'case-studies/photo-commons.md'],
      ['ru', 'ltr', 'ru/', 'search-chase', 'case-studies/ru/search-chase.md'],
      ['ru', 'ltr', 'ru/', 'photo-commons', 'case-studies/ru/fotoarkhiv.md'],
      ['ar', 'rtl', 'ar/', 'search-chase', 'case-studies/ar/search-chase.md'],
      ['ar', 'rtl', 'ar/', 'photo-commons', 'case-studies/ar/photo-commons.md'],
    ]);
    expect(files[2]!.title).toBe(`ru: ${chase.title}`);
  });

  it('fails naming the language and the project when a language gives a case study no file of its own', () => {
    const message = `languages ru: projects (id ${commons.id}) "${commons.title}" has a case study (case-studies/photo-commons.md); name its ru file in its words' caseStudy`;
    expect(() => studyFiles(site(language('ru', ['case-studies/ru/search-chase.md'])))).toThrow(message);
    expect(() =>
      studyFiles(site(language('ru', ['case-studies/ru/search-chase.md', 'case-studies/photo-commons.md']))),
    ).toThrow(message);
  });

  it('fails when a language names a case study the default language does not have', () => {
    const files = ['case-studies/ru/search-chase.md', 'case-studies/ru/photo-commons.md', 'case-studies/ru/tracker.md'];
    expect(() => studyFiles(site(language('ru', files)))).toThrow(
      `languages ru: projects (id ${rest[0]!.id}) "${rest[0]!.title}" names a case study (case-studies/ru/tracker.md)`,
    );
  });

  it('builds the default language\\u2019s alone on a site in one language', () => {
    expect(studyFiles(site()).map((file) => file.folder)).toEqual(['', '']);
  });
});
