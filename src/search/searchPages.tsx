import { renderToStaticMarkup } from 'react-dom/server';
import searchPageData from 'virtual:search-pages';
import type { OtherPage } from '@/caseStudies/caseStudyPages';
import { site } from '@/content/site';
import { LanguageProvider } from '@/language/LanguageContext';
import { PagePath } from '@/language/PagePath';
import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { writingHead } from '@/writing/writingHead';
import { feedTitleIn } from '@/writing/writingPages';
import caseStudyStyles from '@/caseStudies/caseStudy.css?raw';
import { searchPagePath } from './searchAddress';
import { SearchPage } from './SearchPage';
import searchStyles from './search.css?raw';

const withSearch = searchPageData.map((page) => ({
  page,
  language: siteLanguages.find((language) => language.lang === page.lang)!,
}));
const searchLanguages = withSearch.map(({ language }) => language);

/** The language switch leads to the search page where a language has one, else to its main page. */
const switchPaths = Object.fromEntries(
  siteLanguages.map(({ lang }) => [
    lang,
    searchLanguages.some((language) => language.lang === lang) ? searchPagePath : '',
  ]),
);

/** Each language's search page, `[<lang>/]search/`, listing everything its search finds; rendered with no script. */
export function searchPages(base: string, origin: string = site.origin): OtherPage[] {
  return withSearch.map(({ page, language }) => ({
    file: `${language.path}${searchPagePath}index.html`,
    lang: language.lang,
    texts: [...page.texts],
    styles: [caseStudyStyles, searchStyles],
    head: (styleHashes, scriptHashes) =>
      writingHead(base, {
        language,
        inLanguages: searchLanguages,
        origin,
        path: searchPagePath,
        title: page.title,
        description: language.content.site.description,
        feedTitle: feedTitleIn(language.lang),
        styleHashes,
        scriptHashes,
      }),
    body: renderToStaticMarkup(
      <LanguageProvider value={language}>
        <PagePath value={switchPaths}>
          <SearchPage base={`${base}${language.path}`} page={page} />
        </PagePath>
      </LanguageProvider>,
    ),
  }));
}

/** The search pages for the sitemap: the one path and the languages it is in. */
export const searchSitemapPages = (): { path: string; languages: PageLanguage[] }[] =>
  searchLanguages.length > 0 ? [{ path: searchPagePath, languages: searchLanguages }] : [];
