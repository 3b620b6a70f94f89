/**
 * Vite fires `vite:preloadError` when a lazy chunk or one of its stylesheets fails to load.
 * A failed script is left to reject, so `importWithRetry` can ask for it again and its caller can
 * degrade. A failed stylesheet is asked for once more; if that fails too the feature carries on
 * unstyled rather than not at all.
 */
export function retryFailedStylesheets(target: Window = window): void {
  const retried = new Set<string>();
  target.addEventListener('vite:preloadError', (event) => {
    const href = failedStylesheetHref(event.payload);
    if (!href) return;
    event.preventDefault();
    if (retried.has(href)) return;
    retried.add(href);
    const link = target.document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    target.document.head.append(link);
  });
}

const CSS_FAILURE = /^Unable to preload CSS for (\S+)$/;

function failedStylesheetHref(error: Error): string | undefined {
  return CSS_FAILURE.exec(error.message)?.[1];
}
