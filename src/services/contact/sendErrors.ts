/** What went wrong with a send, in the visitor's terms, and what they can do next. */
export interface SendFailure {
  kind: 'offline' | 'network' | 'configuration' | 'blocked' | 'rate-limited' | 'headless' | 'service-down' | 'unknown';
  message: string;
}

/** Seconds a visitor waits after EmailJS answers 429 (the form allows one send per this many seconds). */
export const RATE_LIMIT_SECONDS = 10;

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return 0;
}

export function describeSendFailure(error: unknown, online: boolean): SendFailure {
  const status = statusOf(error);
  if (!online) {
    return { kind: 'offline', message: 'You seem to be offline. Your message is kept here: send it again once you are back online.' };
  }
  if (status === 0) {
    return { kind: 'network', message: 'The message could not reach the mail service (network error). Check your connection and try again.' };
  }
  if (status === 400) {
    return { kind: 'configuration', message: 'The mail service refused the request because the site is misconfigured. Please e-mail me directly instead.' };
  }
  if (status === 403) {
    return { kind: 'blocked', message: 'The mail service blocked this message (403 Forbidden). Please e-mail me directly instead.' };
  }
  if (status === 429) {
    return { kind: 'rate-limited', message: `Too many messages in a short time. Wait ${RATE_LIMIT_SECONDS} seconds, then try again.` };
  }
  if (status === 451) {
    return { kind: 'headless', message: 'The mail service does not accept messages from automated (headless) browsers. Please e-mail me directly.' };
  }
  if (status >= 500) {
    return { kind: 'service-down', message: 'The mail service is having trouble right now. Try again in a few minutes, or e-mail me directly.' };
  }
  return { kind: 'unknown', message: `Sending failed (status ${status}). Try again, or e-mail me directly.` };
}
