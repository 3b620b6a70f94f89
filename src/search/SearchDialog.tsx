import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { trapTabKey } from '@/ui/trapTabKey';
import { loadSearchIndex, type LoadedSearch } from './loadSearchIndex';
import { resultCount } from './resultCount';
import type { SearchKind, SearchResultFields } from './searchOptions';
import styles from './SearchDialog.module.css';

export interface SearchDialogProps {
  lang: string;
  /** The search's name (the button's), until its words arrive with the index. */
  label: string;
  indexUrl: string;
  /** The search page, where a visit goes when the index cannot be had. */
  pageUrl: string;
  /** What the visitor typed before the field had focus, its first words. */
  typedAhead: () => string;
  /** Called once the dialog has closed; `returnFocus` is false when a result was followed. */
  onClose: (returnFocus: boolean) => void;
}

type Found = SearchResultFields & { id: string };

/** Results in the order MiniSearch ranks them, with the fields the index stores. */
function find(search: LoadedSearch, query: string): Found[] {
  return search.index.search(query).map((result) => ({
    id: String(result.id),
    kind: result.kind as SearchKind,
    title: String(result.title),
    url: String(result.url),
    summary: String(result.summary),
  }));
}

/**
 * The search, a modal dialog opened with focus in its field: results as the visitor types, each a link
 * (arrow keys and Tab move between the field and them, Enter follows the first), their count told to
 * screen readers; Escape, the close button or a click beside it closes it.
 */
export default function SearchDialog({ lang, label, indexUrl, pageUrl, typedAhead, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const following = useRef(false);
  const [search, setSearch] = useState<LoadedSearch | null>(null);
  const [query, setQuery] = useState(typedAhead);

  // Before the browser handles another key: from here the field takes them, not the typed-ahead keeper.
  useLayoutEffect(() => {
    dialogRef.current?.showModal();
    fieldRef.current?.focus();
  }, []);
  useEffect(() => {
    let current = true;
    loadSearchIndex(indexUrl, lang).then(
      (loaded) => current && setSearch(loaded),
      () => location.assign(pageUrl),
    );
    return () => {
      current = false;
    };
  }, [indexUrl, lang, pageUrl]);

  const asked = query.trim();
  const results = useMemo(() => (search && asked ? find(search, asked) : []), [search, asked]);
  const words = search?.words;
  const status =
    !words || !asked
      ? ''
      : results.length === 0
        ? words.noResults
        : resultCount(results.length, words.resultCount, lang);

  const close = () => dialogRef.current?.close();
  const follow = () => {
    following.current = true;
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A search field's own Escape would empty it first; one Escape closes the dialog.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    trapTabKey(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops: HTMLElement[] = [fieldRef.current!, ...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    event.preventDefault();
    stops[event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)]!.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    listRef.current?.querySelector('a')?.click();
  };
  // A click on the dialog itself, not its panel, is a click on the backdrop beside it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) close();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      onClose={() => onClose(!following.current)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <form role="search" className={styles.bar} onSubmit={onSubmit}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
          <input
            ref={fieldRef}
            className={styles.field}
            type="search"
            aria-label={label}
            placeholder={words?.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button
            type="button"
            className={styles.close}
            aria-label={words?.close ?? label}
            title={words?.close}
            onClick={close}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </form>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {words && results.length > 0 && (
          <ol ref={listRef} className={styles.results}>
            {results.map((result) => (
              <li key={result.id}>
                <a className={styles.result} href={result.url} onClick={follow}>
                  <span className={styles.kind}>{words.kinds[result.kind]}</span>
                  <span className={styles.title}>{result.title}</span>
                  <span className={styles.summary}>{result.summary}</span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </div>
    </dialog>
  );
}
