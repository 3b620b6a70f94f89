import type { FormMessages } from '@/content/types';

/** The contact form's messages, in the default language (site.ts exports them with the rest of the content). */
export const formMessages: FormMessages = {
  trap: 'Leave this empty',
  required: 'Please fill in the {fieldLabel} field.',
  tooLong: '{fieldLabel} can be at most {limit} characters (now {length}).',
  invalidEmail: 'Please enter an e-mail address like name@example.com.',
  tooSoon: 'Your previous message went out a moment ago. Wait {wait}, then send this one: it is kept here.',
  offline: 'You seem to be offline. Your message is kept here: send it again once you are back online.',
  network: 'The message could not reach the mail service (network error). Check your connection and try again.',
  configuration:
    'The mail service refused the request because the site is misconfigured. Please e-mail me directly instead.',
  page: 'Something in this page stopped the message from going out (not your connection). Please e-mail me directly: the link below has your message.',
  blocked: 'The mail service blocked this message (403 Forbidden). Please e-mail me directly instead.',
  rateLimited: 'Too many messages in a short time. Wait {wait}, then try again.',
  headless: 'The mail service does not accept messages from automated (headless) browsers. Please e-mail me directly.',
  serviceDown: 'The mail service is having trouble right now. Try again in a few minutes, or e-mail me directly.',
  unknown: 'Sending failed (status {status}). Try again, or e-mail me directly.',
};
