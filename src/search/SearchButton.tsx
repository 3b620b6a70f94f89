import { Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import searchButtons from 'virtual:search';
import { useHydrated } from '@/hooks/useHydrated';
import { usePageLanguage } from '@/language/LanguageContext';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { searchPagePath } from './searchAddress';
import { useSearchShortcut } from './searchShortcut';
import { keepTypedAhead, type TakeTypedAhead } from './typedAhead';
import styles from './SearchButton.module.css';

/** Without its code the dialog cannot open: the search page, which lists everything, takes its place. */
function ToSearchPage({ pageUrl }: { pageUrl: string }) {
  useEffect(() => location.assign(pageUrl), [pageUrl]);
  return null;
}

const SearchDialog = lazyWithRetry(
  () => import('./SearchDialog'),
  () => ({ default: ToSearchPage }),
);

/**
 * The header's search: a link to the language's search page, which lists everything, and once the page
 * is hydrated a button for the search dialog (also `/`, Ctrl+K, ⌘K), whose code and index load when
 * it is first opened. Nothing in a language without a search.
 */
export function SearchButton() {
  const { lang, path: languageFolder } = usePageLanguage();
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // Kept from opening until closing, so the shortcut pressed in the open dialog starts no second keeper.
  const typedAhead = useRef<TakeTypedAhead | null>(null);
  const openSearch = useCallback(() => {
    typedAhead.current ??= keepTypedAhead();
    setOpen(true);
  }, []);
  const takeTypedAhead = useCallback(() => typedAhead.current?.() ?? '', []);
  const button = searchButtons?.[lang];
  useSearchShortcut(button ? openSearch : null);
  // After hydration, when the shortcut's listener (an effect of the same commit) is in place.
  const shortcutListens = useHydrated();
  if (!button) return null;
  const pageUrl = `${import.meta.env.BASE_URL}${languageFolder}${searchPagePath}`;
  const onClick = (event: MouseEvent) => {
    // A new tab or window is the page's.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openSearch();
  };
  const close = (returnFocus: boolean) => {
    typedAhead.current?.();
    typedAhead.current = null;
    setOpen(false);
    if (returnFocus) linkRef.current?.focus();
  };
  return (
    <div className={styles.place}>
      <a
        ref={linkRef}
        href={pageUrl}
        className={styles.button}
        aria-label={button.label}
        title={button.label}
        aria-keyshortcuts={shortcutListens ? '/ Control+K Meta+K' : undefined}
        onClick={onClick}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            lang={lang}
            label={button.label}
            indexUrl={button.index}
            pageUrl={pageUrl}
            typedAhead={takeTypedAhead}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
