import { pageUrl, publicUrl } from './pageUrl';
import { escapeHtml } from './html';

/** robots.txt: everything may be crawled; points at the sitemap. */
export function robotsTxt(origin: string, base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${publicUrl(origin, base, 'sitemap.xml')}`, ''].join('\n');
}

/** sitemap.xml with the main page and, after it, the other pages' paths under the base (the case studies). */
export function sitemapXml(origin: string, base: string, otherPages: readonly string[] = []): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeHtml(pageUrl(origin, base))}</loc></url>`,
    ...otherPages.map((page) => `  <url><loc>${escapeHtml(publicUrl(origin, base, page))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
