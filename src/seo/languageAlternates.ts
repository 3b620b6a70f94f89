import type { PageLanguage } from '@/language/pageLanguage';
import { escapeHtml, voidTag } from './html';
import { publicUrl } from './pageUrl';

/** Where a language's version of a page lives: its folder under the base, then the page's own path. */
export const languagePageUrl = (origin: string, base: string, language: PageLanguage, path = '') =>
  publicUrl(origin, base, `${language.path}${path}`);

/**
 * Open Graph's form of a language code, `language_TERRITORY`: the region the code names (`pt-BR` →
 * `pt_BR`), else the one the language is most likely written in, by Unicode's likely subtags (`he` →
 * `he_IL`, `en` → `en_US`, `zh-Hant` → `zh_TW`). A code with no likely region stays its language.
 */
export function ogLocale(lang: string): string {
  const { language, region } = new Intl.Locale(lang).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The tags that tie a page to its other languages: `hreflang` alternates (with `x-default`, the default
 * language's page) and `og:locale` with its alternates. None for a site in one language.
 */
export function languageAlternateTags(
  origin: string,
  base: string,
  language: PageLanguage,
  languages: readonly PageLanguage[],
  path = '',
): string[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((other) =>
      voidTag('link', { rel: 'alternate', hreflang: other.lang, href: languagePageUrl(origin, base, other, path) }),
    ),
    voidTag('link', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: languagePageUrl(origin, base, languages[0]!, path),
    }),
    voidTag('meta', { property: 'og:locale', content: ogLocale(language.lang) }),
    ...languages
      .filter((other) => other !== language)
      .map((other) => voidTag('meta', { property: 'og:locale:alternate', content: ogLocale(other.lang) })),
  ];
}

/** A sitemap `<url>` of a page, with its other languages' addresses when there are some. */
export function sitemapEntry(origin: string, base: string, languages: readonly PageLanguage[], path = ''): string[] {
  return languages.map((language) => {
    const alternates =
      languages.length < 2
        ? []
        : [...languages, undefined].map((other) => {
            const href = languagePageUrl(origin, base, other ?? languages[0]!, path);
            return `<xhtml:link rel="alternate" hreflang="${other ? other.lang : 'x-default'}" href="${escapeHtml(href)}"/>`;
          });
    return `  <url><loc>${escapeHtml(languagePageUrl(origin, base, language, path))}</loc>${alternates.join('')}</url>`;
  });
}
