import { ServiceRefusal } from './refusal';
import { URL_ENCODED_POST, type ServiceTarget } from './serviceTarget';

/** The form's name when the content gives none; Netlify lists submissions under it. */
const NETLIFY_DEFAULT_FORM_NAME = 'contact';

/**
 * What Netlify's build looks for in the prerendered HTML to take the form's posts: `data-netlify`, the
 * form's `name`, the field it names in `netlify-honeypot` (a submission that fills it is refused) and a
 * hidden `form-name`. No action: the form posts to the page itself.
 */
export function netlifyTarget(formName = NETLIFY_DEFAULT_FORM_NAME): ServiceTarget {
  const honeypot = 'bot-field';
  return {
    attributes: {
      ...URL_ENCODED_POST,
      action: undefined,
      name: formName,
      'data-netlify': 'true',
      'netlify-honeypot': honeypot,
    },
    hidden: { 'form-name': formName },
    honeypot: { name: honeypot, type: 'text' },
  };
}

/**
 * Sends the form's fields (its hidden `form-name` among them) as Netlify documents for a form sent by
 * script: URL-encoded, posted to the page's own address, where Netlify takes form posts. Netlify
 * answers a post it does not know (no such form, or form detection off) with 404.
 */
export async function sendToNetlify(form: HTMLFormElement, page: string = window.location.pathname): Promise<void> {
  const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
  const response = await fetch(page, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  if (!response.ok) throw new ServiceRefusal('Netlify', response.status, response.statusText);
}
