import MiniSearch from 'minisearch';
import type { DialogWords, SearchIndexFile } from './searchData';
import { searchOptions, type SearchDocument } from './searchOptions';

export interface LoadedSearch {
  words: DialogWords;
  index: MiniSearch<SearchDocument>;
}

const loaded = new Map<string, Promise<LoadedSearch>>();

/** A language's index file, fetched once per page (a failed fetch is asked again at the next opening). */
export function loadSearchIndex(url: string, lang: string): Promise<LoadedSearch> {
  let load = loaded.get(url);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search index ${url}: ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then(({ words, index }) => ({ words, index: MiniSearch.loadJS<SearchDocument>(index, searchOptions(lang)) }));
    load.catch(() => loaded.delete(url));
    loaded.set(url, load);
  }
  return load;
}
