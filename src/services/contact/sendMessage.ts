import { contactConfig, type ContactConfig } from './config';
import { RATE_LIMIT_SECONDS } from './sendErrors';

/** Storage key of EmailJS's own rate limit (one send per RATE_LIMIT_SECONDS). */
const RATE_LIMIT_ID = 'contact-form';

const EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** EmailJS's API, or for the local mailbox our own origin under the site's base path. */
function originFor(config: ContactConfig): string {
  if (config.mode !== 'local') return EMAILJS_ORIGIN;
  return `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}`;
}

/**
 * Sends the form's named fields with EmailJS `sendForm` (a multipart POST to
 * /api/v1.0/email/send-form). The library loads on the first send, not with the page.
 * Rejects with EmailJS's `{ status, text }` or a network error.
 */
export async function sendMessage(form: HTMLFormElement, config: ContactConfig = contactConfig): Promise<void> {
  const { default: emailjs } = await import('@emailjs/browser');
  emailjs.init({
    publicKey: config.publicKey,
    origin: originFor(config),
    limitRate: { id: RATE_LIMIT_ID, throttle: RATE_LIMIT_SECONDS * 1000 },
  });
  try {
    await emailjs.sendForm(config.serviceId, config.templateId, form);
  } catch (error) {
    // The rate limit guards against repeated successful sends; a visitor retrying a failure is not refused.
    if (!isRateLimited(error)) forgetRateLimit();
    throw error;
  }
}

/** Loads EmailJS ahead of the first send (on first focus in the form), so a flaky network later only affects the send. */
export function preloadMailer(): void {
  import('@emailjs/browser').catch(() => undefined);
}

function isRateLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}

function forgetRateLimit(): void {
  try {
    localStorage.removeItem(RATE_LIMIT_ID);
  } catch {
    // No storage, no limit to forget.
  }
}
