import { contactConfig, type ContactConfig } from './config';
import { loadMailer } from './loadMailer';
import { sendToService } from './sendToService';
import { EMAILJS_ORIGIN } from '@/siteServices/origins';

/** EmailJS's API, or for the local mailbox our own origin under the site's base path. */
function originFor(config: ContactConfig): string {
  if (config.mode !== 'local') return EMAILJS_ORIGIN;
  return `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}`;
}

/**
 * Sends the form's named fields to the service the content names (sendToService), or with EmailJS
 * `sendForm` (a multipart POST to /api/v1.0/email/send-form), to EmailJS or the local mailbox. The
 * library is not loaded with the page: `preloadMailer` loads it on the first focus in the form, and a
 * send that comes first loads it itself.
 * Rejects with EmailJS's `{ status, text }`, a string for a missing id, a service's ServiceRefusal, or
 * a network error.
 */
export async function sendMessage(form: HTMLFormElement, config: ContactConfig = contactConfig): Promise<void> {
  // Another service than EmailJS, outside `npm start` and local-mailbox builds (config.ts), written out
  // in the build's constants so that the bundler drops EmailJS from such a build.
  if (__CONTACT_BACKEND__ !== 'emailjs' && !(import.meta.env.DEV || import.meta.env.VITE_LOCAL_MAILBOX === 'true'))
    return sendToService(form);
  const emailjs = await loadMailer();
  emailjs.init({ publicKey: config.publicKey, origin: originFor(config) });
  await emailjs.sendForm(config.serviceId, config.templateId, form);
}

/** Loads EmailJS ahead of the first send (on first focus in the form), so a flaky network later only affects the send. */
export function preloadMailer(): void {
  // The same constants as in sendMessage.
  if (__CONTACT_BACKEND__ !== 'emailjs' && !(import.meta.env.DEV || import.meta.env.VITE_LOCAL_MAILBOX === 'true'))
    return;
  loadMailer().catch(() => undefined);
}
