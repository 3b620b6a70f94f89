import { PageFrame } from '@/caseStudies/PageFrame';
import type { SearchPageData } from './searchData';
import { searchKinds } from './searchOptions';

/** The search page: everything the search finds, grouped by kind, each a link (for a visit without script). */
export function SearchPage({ base, page }: { base: string; page: SearchPageData }) {
  return (
    <PageFrame base={base} title={page.title}>
      <h1 className="cs-title">{page.title}</h1>
      {searchKinds.map((kind) => {
        const found = page.found.filter((item) => item.kind === kind);
        if (found.length === 0) return null;
        return (
          <section key={kind} className="search-group" aria-labelledby={`search-${kind}`}>
            <h2 id={`search-${kind}`}>{page.kinds[kind]}</h2>
            <ul className="search-list">
              {found.map((item) => (
                <li key={item.url + item.title}>
                  <a href={item.url}>{item.title}</a>
                  <p>{item.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </PageFrame>
  );
}
