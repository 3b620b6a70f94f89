import { pageUrl, publicUrl } from './pageUrl';
import { escapeHtml } from './html';

/** robots.txt: everything may be crawled; points at the sitemap. */
export function robotsTxt(origin: string, base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${publicUrl(origin, base, 'sitemap.xml')}`, ''].join('\n');
}

/** sitemap.xml with the one page there is. */
export function sitemapXml(origin: string, base: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeHtml(pageUrl(origin, base))}</loc></url>`,
    '</urlset>',
    '',
  ].join('\n');
}
