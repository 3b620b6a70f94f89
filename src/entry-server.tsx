import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { LanguageProvider } from './language/LanguageContext';
import { pageLanguage, siteLanguages } from './language/siteLanguages';
import { robotsTxt, sitemapXml } from './seo/crawlerFiles';
import { headTags as pageHeadTags } from './seo/headTags';
import { caseStudyPages, caseStudyPaths } from './caseStudies/caseStudyPages';
import { checkStoryLinks } from './caseStudies/checkStoryLinks';
import { feedTitleIn, writingFeeds, writingPages, writingSitemapPages } from './writing/writingPages';
import { searchPages, searchSitemapPages } from './search/searchPages';
import { firstSchemeScript, inOwnScheme } from './services/colourScheme';

export { notFoundPage } from './seo/notFoundPage';
export { mainPageExtraStyles } from './caseStudies/caseStudyPages';

/** The pages besides each language's main page, without script: the case studies, the posts' pages, then the search pages; the stories' links checked first. */
export function otherPages(base: string, origin?: string) {
  checkStoryLinks();
  return [...caseStudyPages(base, origin), ...writingPages(base, origin), ...searchPages(base, origin)];
}

/** The base path this build was made for (vite.config.ts reads and normalises `BASE_PATH`). */
export const base: string = import.meta.env.BASE_URL;

/**
 * The site's languages, the default first: each has a main page in its folder under the base (`''`,
 * `ru/`), its `name` in its own words (the language switch's), and `content` is what that page says
 * (for its fonts: not the other languages' words).
 */
export const languages = siteLanguages.map(({ lang, name, dir, font, path, content }) => ({
  lang,
  name,
  dir,
  font,
  path,
  content: Object.fromEntries(Object.entries(content).filter(([key]) => key !== 'languages')),
}));

// The site's schemes are the default language's: a language's words give the toggle's name alone.
const { appearance } = siteLanguages[0].content;

/** The inline script that sets the visitor's scheme before the first paint; null on a dark-only site. */
export const schemeScript: string | null = firstSchemeScript(appearance);

/** The page shell (index.html) in the site's own scheme, the first it lists (services/colourScheme.ts). */
export const inSiteScheme = (html: string): string => inOwnScheme(html, appearance);

/**
 * Renders the page in a language to HTML at build time (scripts/prerender.mjs). `prerender` waits for
 * lazy sections, so their HTML is in the file and the client hydrates them when their chunk arrives.
 */
export async function render(lang: string = siteLanguages[0].lang): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider value={pageLanguage(lang)}>
        <App />
      </LanguageProvider>
    </StrictMode>,
    // Inline every boundary: React otherwise moves late ones out of place and reveals them with an
    // inline script, which the Content-Security-Policy blocks.
    { progressiveChunkSize: Infinity },
  );
  return new Response(prelude).text();
}

interface PageHeadOptions {
  /** The page's language; the default's if left out. */
  lang?: string;
  /** Overrides the content's `site.origin`. */
  origin?: string;
  /** The SHA-256 (base64) of the page's inline <style> and <script> blocks. */
  styleHashes?: string[];
  scriptHashes?: string[];
}

/** SEO, sharing and security tags for a language's main page (with its feeds when it has posts). */
export function headTags(
  base: string,
  { lang, origin, styleHashes = [], scriptHashes = [] }: PageHeadOptions = {},
): string {
  const vitalsUrl: unknown = import.meta.env.VITE_VITALS_URL;
  return pageHeadTags(base, {
    language: lang === undefined ? undefined : pageLanguage(lang),
    origin,
    feedTitle: feedTitleIn(lang ?? siteLanguages[0].lang),
    vitalsUrl: typeof vitalsUrl === 'string' ? vitalsUrl : undefined,
    styleHashes,
    scriptHashes,
  });
}

/** robots.txt, sitemap.xml and each language's feeds (when it has posts), keyed by file name. */
export function crawlerFiles(
  base: string,
  origin: string = siteLanguages[0].content.site.origin,
): Record<string, string> {
  return {
    'robots.txt': robotsTxt(origin, base),
    'sitemap.xml': sitemapXml(origin, base, siteLanguages, caseStudyPaths(), [
      ...writingSitemapPages(),
      ...searchSitemapPages(),
    ]),
    ...writingFeeds(base, origin),
  };
}
