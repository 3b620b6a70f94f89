import { FORMSPREE_ORIGIN } from '@/siteServices/origins';
import { jsonOf, ServiceRefusal } from './refusal';
import { URL_ENCODED_POST, type ServiceTarget } from './serviceTarget';

/** The form's endpoint, where the page posts with or without JavaScript. */
export const formspreeEndpoint = (formId: string) => `${FORMSPREE_ORIGIN}/f/${encodeURIComponent(formId)}`;

/** Where the form posts without JavaScript; `_gotcha` is Formspree's honeypot (a submission that fills it is dropped). */
export const formspreeTarget = (formId: string): ServiceTarget => ({
  attributes: { ...URL_ENCODED_POST, action: formspreeEndpoint(formId) },
  hidden: {},
  honeypot: { name: '_gotcha', type: 'text' },
});

interface FormspreeAnswer {
  ok?: boolean;
  errors?: { message?: string; code?: string }[];
}

/**
 * Sends the form's fields as Formspree documents for pages that stay put: a POST of the form data
 * asking for JSON, answered `{ ok: true }`, or `{ errors: [{ message, code }] }` with 4xx (422 for
 * fields it refuses, 429 past its rate).
 */
export async function sendToFormspree(form: HTMLFormElement, formId: string): Promise<void> {
  const response = await fetch(formspreeEndpoint(formId), {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new FormData(form),
  });
  const answer = (await jsonOf(response)) as FormspreeAnswer | undefined;
  if (response.ok && answer?.ok !== false) return;
  const words = answer?.errors?.map(({ message, code }) => message ?? code).join('; ');
  throw new ServiceRefusal('Formspree', response.status, words || response.statusText);
}
