import { lazyWithRetry } from '@/ui/lazyWithRetry';

/**
 * The form component. Its chunk (react-hook-form) arrives after first paint; until then React keeps
 * the prerendered form and hydrates it when the code lands. If the chunk never comes (asked for
 * twice), the boundary stays unhydrated: the prerendered form still sends through the visitor's
 * mail app, as it does without JavaScript.
 */
export const ContactForm = lazyWithRetry(
  () => import('./ContactForm'),
  (error) => {
    console.warn('The contact form script did not load; the form falls back to the mail app.', error);
    return new Promise<never>(() => {});
  },
);
