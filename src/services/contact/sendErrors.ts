import { SEND_INTERVAL_SECONDS } from './sendPacing';

/** What went wrong with a send, in the visitor's terms, and what they can do next. */
export interface SendFailure {
  kind: 'offline' | 'network' | 'too-soon' | 'configuration' | 'blocked' | 'rate-limited' | 'headless' | 'service-down' | 'page' | 'unknown';
  message: string;
}

interface ServiceAnswer {
  status: number;
  text?: unknown;
}

function isServiceAnswer(error: unknown): error is ServiceAnswer {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

const network: SendFailure = {
  kind: 'network',
  message: 'The message could not reach the mail service (network error). Check your connection and try again.',
};

const configuration: SendFailure = {
  kind: 'configuration',
  message: 'The mail service refused the request because the site is misconfigured. Please e-mail me directly instead.',
};

/** A send held back because the previous message went out less than SEND_INTERVAL_SECONDS ago. */
export function heldBack(seconds: number): SendFailure {
  const unit = seconds === 1 ? 'second' : 'seconds';
  return { kind: 'too-soon', message: `Your previous message went out a moment ago. Wait ${seconds} ${unit}, then send this one: it is kept here.` };
}

/**
 * `sendMessage`'s rejection in the visitor's words. EmailJS answers with `{ status, text }` and throws
 * a plain string for a missing id; `fetch` and a failed `import()` reject with a TypeError. Anything
 * else happened inside the page, and blaming the connection would send the visitor the wrong way.
 */
export function describeSendFailure(error: unknown, online: boolean): SendFailure {
  if (!online) {
    return { kind: 'offline', message: 'You seem to be offline. Your message is kept here: send it again once you are back online.' };
  }
  if (typeof error === 'string') return configuration;
  if (!isServiceAnswer(error)) {
    if (error instanceof TypeError) return network;
    return { kind: 'page', message: 'Something in this page stopped the message from going out (not your connection). Please e-mail me directly: the link below has your message.' };
  }
  const { status } = error;
  if (status === 0) return network;
  if (status === 400) return configuration;
  if (status === 403) {
    return { kind: 'blocked', message: 'The mail service blocked this message (403 Forbidden). Please e-mail me directly instead.' };
  }
  if (status === 429) {
    return { kind: 'rate-limited', message: `Too many messages in a short time. Wait ${SEND_INTERVAL_SECONDS} seconds, then try again.` };
  }
  if (status === 451) {
    return { kind: 'headless', message: 'The mail service does not accept messages from automated (headless) browsers. Please e-mail me directly.' };
  }
  if (status >= 500) {
    return { kind: 'service-down', message: 'The mail service is having trouble right now. Try again in a few minutes, or e-mail me directly.' };
  }
  return { kind: 'unknown', message: `Sending failed (status ${status}). Try again, or e-mail me directly.` };
}

/** The failure in the owner's terms, for the console: EmailJS's own answer, or the error itself. */
export function ownerDetail(error: unknown): string {
  if (typeof error === 'string') return `EmailJS refused to send: ${error}`;
  if (isServiceAnswer(error)) return `EmailJS answered ${error.status}: ${String(error.text ?? '')}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
