import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import type { SearchButtons, SearchIndexFile, SearchPageData } from '../../src/search/searchData.ts';
import { searchOptions, type SearchDocument } from '../../src/search/searchOptions.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import type { CaseStudyBuild } from '../caseStudies/caseStudies.ts';
import type { Site } from '../content/contentModule.ts';
import { virtualDataModule } from '../virtualDataModule.ts';
import type { WritingBuild } from '../writing/writing.ts';
import { searchDocuments } from './searchDocuments.ts';
import { checkSearchWords, searchLanguages, type LanguageSearch } from './searchWords.ts';

/** One language's search as the build makes it. */
export interface SearchBuild extends LanguageSearch {
  documents: SearchDocument[];
  /** Its index file under the output folder, named by its hash: `assets/search-ar-1a2b3c4d.json`. */
  fileName: string;
  source: string;
}

interface Sources {
  site: Site;
  studies: () => Promise<CaseStudyBuild[]>;
  posts: () => Promise<WritingBuild[]>;
}

/** Each language's search: its words checked, its documents, and its index written with the page's options. */
export async function readSearch({ site, studies, posts }: Sources, base: string): Promise<SearchBuild[]> {
  const languages = searchLanguages(site.languages);
  if (languages.length === 0) return [];
  const allStudies = await studies();
  const allPosts = await posts();
  return languages.map((language) => {
    checkSearchWords(language, displayPath(site.module));
    const documents = searchDocuments(base, {
      folder: language.folder,
      content: language.content,
      studies: allStudies.filter((study) => study.lang === language.lang),
      posts: allPosts.find((writing) => writing.lang === language.lang)?.posts ?? [],
    });
    const index = new MiniSearch(searchOptions(language.lang));
    index.addAll(documents);
    const { label, placeholder, noResults, resultCount, close, kinds } = language.words;
    const file: SearchIndexFile = {
      words: { label, placeholder, noResults, resultCount, close, kinds },
      index: index.toJSON(),
    };
    const source = JSON.stringify(file);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    return { ...language, documents, fileName: `assets/search-${language.lang}-${hash}.json`, source };
  });
}

const headerStartId = 'virtual:header-start';
const pagesId = 'virtual:search-pages';

/**
 * The search, when a language's content gives its words: `virtual:search`, each language's button
 * name and index address (all the main page holds of it); `virtual:header-start`, what the header
 * starts with, the logo and then the search button (src/search/HeaderStart.tsx); `virtual:search-pages`,
 * what the search pages list (the build's); and each language's index file, which the dialog fetches
 * when opened. With no search in any language `virtual:search` is null and the header starts with the
 * logo itself, so such a page ships none of it, not even an empty slot in the header's children.
 */
export function search(sources: Sources, files: { logo: string; headerStart: string }): Plugin[] {
  const data = virtualDataModule({
    name: 'portfolio:search',
    id: 'virtual:search',
    read: (base) => readSearch(sources, base),
    exported: (languages, base): SearchButtons | null =>
      languages.length === 0
        ? null
        : Object.fromEntries(
            languages.map(({ lang, words, fileName }) => [lang, { label: words.label, index: `${base}${fileName}` }]),
          ),
    assets: (languages) => languages.map(({ fileName, source }) => ({ fileName, source })),
  });
  const modules: Plugin = {
    name: 'portfolio:search-modules',
    resolveId: (source) => (source === headerStartId || source === pagesId ? `\0${source}` : null),
    async load(moduleId) {
      if (moduleId === `\0${headerStartId}`) {
        const searched = (await data.data()).length > 0;
        return searched
          ? `export { HeaderStart } from ${JSON.stringify(files.headerStart)};`
          : `export { Logo as HeaderStart } from ${JSON.stringify(files.logo)};`;
      }
      if (moduleId !== `\0${pagesId}`) return null;
      return `export default ${JSON.stringify((await data.data()).map(pageData))};`;
    },
    // `npm start` serves each index file where the build writes it.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void data.data().then((languages) => {
          const found = languages.find(({ fileName }) => request.url === `${server.config.base}${fileName}`);
          if (!found) return next();
          response.setHeader('Content-Type', 'application/json');
          response.end(found.source);
        }, next);
      });
    },
  };
  return [data.plugin, modules];
}

function pageData({ lang, words, documents }: SearchBuild): SearchPageData {
  const found = documents.map(({ kind, title, url, summary }) => ({ kind, title, url, summary }));
  return {
    lang,
    title: words.pageTitle,
    kinds: words.kinds,
    found,
    texts: [words.pageTitle, ...Object.values(words.kinds), ...found.flatMap(({ title, summary }) => [title, summary])],
  };
}
