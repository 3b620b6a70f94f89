import { formatSeconds } from '@/language/formats';
import { formatMessage } from '@/language/formatMessage';
import { ServiceRefusal } from './backends/refusal';
import { SEND_INTERVAL_SECONDS } from './sendPacing';
import type { FormWords } from './validation';

/** What went wrong with a send, in the visitor's terms, and what they can do next. */
export interface SendFailure {
  kind:
    | 'offline'
    | 'network'
    | 'too-soon'
    | 'configuration'
    | 'blocked'
    | 'rate-limited'
    | 'headless'
    | 'service-down'
    | 'page'
    | 'unknown';
  message: string;
}

interface ServiceAnswer {
  status: number;
  text?: unknown;
}

function isServiceAnswer(error: unknown): error is ServiceAnswer {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

/** A send held back because the previous message went out less than SEND_INTERVAL_SECONDS ago. */
export function heldBack(seconds: number, { text, lang }: FormWords): SendFailure {
  return { kind: 'too-soon', message: formatMessage(text.tooSoon, { wait: formatSeconds(seconds, lang) }, lang) };
}

/**
 * `sendMessage`'s rejection in the visitor's words. EmailJS answers with `{ status, text }` and throws
 * a plain string for a missing id; `fetch` and a failed `import()` reject with a TypeError. Anything
 * else happened inside the page, and blaming the connection would send the visitor the wrong way.
 */
export function describeSendFailure(error: unknown, online: boolean, { text, lang }: FormWords): SendFailure {
  const network: SendFailure = { kind: 'network', message: text.network };
  const configuration: SendFailure = { kind: 'configuration', message: text.configuration };
  if (!online) return { kind: 'offline', message: text.offline };
  if (typeof error === 'string') return configuration;
  if (!isServiceAnswer(error)) {
    if (error instanceof TypeError) return network;
    return { kind: 'page', message: text.page };
  }
  const { status } = error;
  if (status === 0) return network;
  if (status === 400) return configuration;
  if (status === 403) return { kind: 'blocked', message: text.blocked };
  if (status === 429) {
    const wait = formatSeconds(SEND_INTERVAL_SECONDS, lang);
    return { kind: 'rate-limited', message: formatMessage(text.rateLimited, { wait }, lang) };
  }
  if (status === 451) return { kind: 'headless', message: text.headless };
  if (status >= 500) return { kind: 'service-down', message: text.serviceDown };
  return { kind: 'unknown', message: formatMessage(text.unknown, { status }, lang) };
}

/** The failure in the owner's terms, for the console: the service's own answer, or the error itself. */
export function ownerDetail(error: unknown): string {
  if (__CONTACT_BACKEND__ !== 'emailjs' && error instanceof ServiceRefusal) return error.message;
  if (typeof error === 'string') return `EmailJS refused to send: ${error}`;
  if (isServiceAnswer(error)) return `EmailJS answered ${error.status}: ${String(error.text ?? '')}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
