import { webStorage } from './webStorage';

/**
 * One message per this many seconds: a send this soon after a successful one is held back. A failed
 * send does not count, so a visitor retrying an error is never made to wait. (EmailJS's own
 * `limitRate` is not used: it counts attempts rather than successes and cannot say how long to wait.)
 */
export const SEND_INTERVAL_SECONDS = 10;

const LAST_SENT_KEY = 'contact-last-sent';

export interface SendPacing {
  /** Whole seconds until the next send may go out; 0 when it may go now. */
  secondsUntilNextSend(now?: number): number;
  /** Notes a successful send, for this form and, where allowed, for the visitor's other tabs. */
  recordSent(now?: number): void;
}

/**
 * The pacing of one form (the page has one). The last send is also kept in memory, so the limit
 * holds within the page where storage is blocked.
 */
export function createSendPacing(storage = webStorage('localStorage')): SendPacing {
  let lastSentHere = 0;
  return {
    secondsUntilNextSend(now = Date.now()) {
      const lastSent = Math.max(lastSentHere, storedTime(storage));
      const waitMs = lastSent + SEND_INTERVAL_SECONDS * 1000 - now;
      return waitMs > 0 ? Math.min(Math.ceil(waitMs / 1000), SEND_INTERVAL_SECONDS) : 0;
    },
    recordSent(now = Date.now()) {
      lastSentHere = now;
      try {
        storage?.setItem(LAST_SENT_KEY, String(now));
      } catch {
        // Storage full or blocked: the limit still holds within this page.
      }
    },
  };
}

function storedTime(storage: Storage | undefined): number {
  try {
    return Number(storage?.getItem(LAST_SENT_KEY)) || 0;
  } catch {
    return 0;
  }
}
