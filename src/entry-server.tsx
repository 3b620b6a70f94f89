import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { site } from '@/content/site';
import { robotsTxt, sitemapXml } from './seo/crawlerFiles';
import { headTags as pageHeadTags } from './seo/headTags';
import { caseStudyPaths } from './caseStudy/caseStudyPages';

export { notFoundPage } from './seo/notFoundPage';
export { firstSchemeScript } from './services/colourScheme';
export { caseStudyPages as otherPages, mainPageExtraStyles } from './caseStudy/caseStudyPages';

/** The base path this build was made for (vite.config.ts reads and normalises `BASE_PATH`). */
export const base: string = import.meta.env.BASE_URL;

/**
 * Renders the page to HTML at build time (scripts/prerender.mjs). `prerender` waits for lazy
 * sections, so their HTML is in the file and the client hydrates them when their chunk arrives.
 */
export async function render(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App />
    </StrictMode>,
    // Inline every boundary: React otherwise moves late ones out of place and reveals them with an
    // inline script, which the Content-Security-Policy blocks.
    { progressiveChunkSize: Infinity },
  );
  return new Response(prelude).text();
}

/**
 * SEO, sharing and security tags for index.html; `origin` overrides the content's `site.origin`,
 * `styleHashes` and `scriptHashes` are the SHA-256 (base64) of the page's inline <style> and <script> blocks.
 */
export function headTags(base: string, origin?: string, styleHashes: string[] = [], scriptHashes: string[] = []): string {
  const vitalsUrl: unknown = import.meta.env.VITE_VITALS_URL;
  return pageHeadTags(base, { origin, vitalsUrl: typeof vitalsUrl === 'string' ? vitalsUrl : undefined, styleHashes, scriptHashes });
}

/** robots.txt and sitemap.xml, keyed by file name. */
export function crawlerFiles(base: string, origin: string = site.origin): Record<string, string> {
  return { 'robots.txt': robotsTxt(origin, base), 'sitemap.xml': sitemapXml(origin, base, caseStudyPaths()) };
}
