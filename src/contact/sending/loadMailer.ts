import type * as EmailJS from '@emailjs/browser';

type Mailer = typeof EmailJS;

let loading: Promise<Mailer> | undefined;

/**
 * EmailJS's module, loaded once. EmailJS 4.3.3 reads `localStorage` as its module first runs; where
 * the visitor blocks site data that read throws a SecurityError and the module would never load, so
 * nothing could be sent. While it loads, a `localStorage` that throws is shadowed by `undefined`,
 * which EmailJS accepts (it only needs storage for a rate limit we do not use).
 */
export function loadMailer(): Promise<Mailer> {
  loading ??= importMailer().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function importMailer(): Promise<Mailer> {
  const restore = localStorageThrows() ? shadowLocalStorage() : () => {};
  try {
    return await import('@emailjs/browser');
  } finally {
    restore();
  }
}

function localStorageThrows(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

function shadowLocalStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  if (own && !own.configurable) return () => {};
  Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  };
}
