import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { keepPrerenderedForm } from './keepPrerenderedForm';

/**
 * The form component. Its chunk (react-hook-form) arrives after first paint; until then React keeps
 * the prerendered form and hydrates it when the code lands. If the chunk never comes (asked for
 * twice), the boundary stays unhydrated: the prerendered form still sends through the visitor's
 * mail app, as it does without JavaScript.
 */
export const ContactForm = lazyWithRetry(() => import('./ContactForm'), keepPrerenderedForm('script'));
