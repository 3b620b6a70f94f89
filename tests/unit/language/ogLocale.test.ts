import { describe, expect, it } from 'vitest';
import type { PageContent } from '@/contentShape/types';
import type { PageLanguage } from '@/language/pageLanguage';
import { languageAlternateTags, ogLocale } from '@/seo/languageAlternates';

// Open Graph's og:locale is `language_TERRITORY` (ogp.me: "en_US"); a bare language code is not one.

describe('og:locale', () => {
  it('gives a language code without a region its likely region', () => {
    expect(['he', 'de', 'en', 'ar', 'ru', 'fr', 'ja'].map(ogLocale)).toEqual([
      'he_IL',
      'de_DE',
      'en_US',
      'ar_EG',
      'ru_RU',
      'fr_FR',
      'ja_JP',
    ]);
  });

  it('keeps the region a code names', () => {
    expect(['pt-BR', 'en-GB', 'de-AT', 'es-419'].map(ogLocale)).toEqual(['pt_BR', 'en_GB', 'de_AT', 'es_419']);
  });

  it('takes the region a script implies', () => {
    expect(ogLocale('zh-Hant')).toBe('zh_TW');
    expect(ogLocale('sr-Latn-RS')).toBe('sr_RS');
  });

  it('is written in that form for the page and each of its alternates', () => {
    const content = {} as PageContent;
    const language = (lang: string, path: string): PageLanguage => ({
      lang,
      name: lang,
      dir: 'ltr',
      path,
      content,
      latestPosts: null,
    });
    const [hebrew, english, brazilian] = [language('he', ''), language('en', 'en/'), language('pt-BR', 'pt-BR/')];
    const tags = languageAlternateTags('https://noa-levi.dev', '/', hebrew, [hebrew, english, brazilian]);
    expect(tags.filter((tag) => tag.includes('og:locale'))).toEqual([
      '<meta property="og:locale" content="he_IL" />',
      '<meta property="og:locale:alternate" content="en_US" />',
      '<meta property="og:locale:alternate" content="pt_BR" />',
    ]);
  });
});
