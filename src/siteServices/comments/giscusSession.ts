/** Where the visitor's giscus session is kept between pages (localStorage). */
const SESSION_KEY = 'giscus-session';

/** The page's `localStorage`, or null where the visitor blocks site data (reading it then throws). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's giscus session: the one giscus has just sent back in the address after signing in
 * (`?giscus=…`, kept and taken out of the address), else the one kept, else none (`''`).
 */
export function takeSession(): string {
  const address = new URL(location.href);
  const returned = address.searchParams.get('giscus');
  if (!returned) {
    try {
      return storage()?.getItem(SESSION_KEY) ?? '';
    } catch {
      return '';
    }
  }
  try {
    storage()?.setItem(SESSION_KEY, returned);
  } catch {
    // Not kept: the visitor signs in again on the next page.
  }
  address.searchParams.delete('giscus');
  history.replaceState(history.state, '', address);
  return returned;
}

/** Forgets the session, once the visitor signs out in the widget. */
export function forgetSession(): void {
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // Nothing was kept.
  }
}
