import { webStorage } from './webStorage';

/**
 * One message per this many seconds: a send this soon after a successful one is held back. A failed
 * send does not count, so a visitor retrying an error is never made to wait. (EmailJS's own
 * `limitRate` is not used: it counts attempts rather than successes and cannot say how long to wait.)
 */
export const SEND_INTERVAL_SECONDS = 10;

const LAST_SENT_KEY = 'contact-last-sent';
/** Also kept in memory, so the limit holds within the page where storage is blocked. */
let lastSentInPage = 0;

/** Whole seconds until the next send may go out; 0 when it may go now. */
export function secondsUntilNextSend(now = Date.now(), storage = webStorage('localStorage')): number {
  const lastSent = Math.max(lastSentInPage, storedTime(storage));
  const waitMs = lastSent + SEND_INTERVAL_SECONDS * 1000 - now;
  return waitMs > 0 ? Math.min(Math.ceil(waitMs / 1000), SEND_INTERVAL_SECONDS) : 0;
}

/** Notes a successful send, in this page and, where allowed, for the visitor's other tabs. */
export function recordSent(now = Date.now(), storage = webStorage('localStorage')): void {
  lastSentInPage = now;
  try {
    storage?.setItem(LAST_SENT_KEY, String(now));
  } catch {
    // Storage full or blocked: the limit still holds within this page.
  }
}

function storedTime(storage: Storage | undefined): number {
  try {
    return Number(storage?.getItem(LAST_SENT_KEY)) || 0;
  } catch {
    return 0;
  }
}
