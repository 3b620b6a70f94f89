import type { PageLanguage } from '@/language/pageLanguage';
import { sitemapEntry } from './languageAlternates';
import { publicUrl } from './pageUrl';

/** robots.txt: everything may be crawled; points at the sitemap. */
export function robotsTxt(origin: string, base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${publicUrl(origin, base, 'sitemap.xml')}`, ''].join('\n');
}

/**
 * sitemap.xml with the main page in each language (each listing the others as alternates) and, after
 * them, the other pages (the case studies) in each language, given by their path under a language's folder,
 * then the pages some languages have (the posts' pages), each in its languages.
 */
export function sitemapXml(
  origin: string,
  base: string,
  languages: readonly [PageLanguage, ...PageLanguage[]],
  otherPages: readonly string[] = [],
  pagesInSome: readonly { path: string; languages: readonly PageLanguage[] }[] = [],
): string {
  const alternates = languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates}>`,
    ...sitemapEntry(origin, base, languages),
    ...otherPages.flatMap((page) => sitemapEntry(origin, base, languages, page)),
    ...pagesInSome.flatMap((page) => sitemapEntry(origin, base, page.languages, page.path)),
    '</urlset>',
    '',
  ].join('\n');
}
