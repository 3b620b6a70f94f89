import { WEB3FORMS_ORIGIN } from '@/siteServices/origins';
import { jsonOf, ServiceRefusal } from './refusal';
import { URL_ENCODED_POST, type ServiceTarget } from './serviceTarget';

/** Web3Forms' endpoint, where the page posts with or without JavaScript. */
export const WEB3FORMS_ENDPOINT = `${WEB3FORMS_ORIGIN}/submit`;

/**
 * Where the form posts without JavaScript, its access key a hidden field (public: it only lets others
 * send to the owner); `botcheck` is Web3Forms' honeypot, a checkbox (a submission that ticks it is refused).
 */
export const web3formsTarget = (accessKey: string): ServiceTarget => ({
  attributes: { ...URL_ENCODED_POST, action: WEB3FORMS_ENDPOINT },
  hidden: { access_key: accessKey },
  honeypot: { name: 'botcheck', type: 'checkbox' },
});

interface Web3FormsAnswer {
  success?: boolean;
  message?: string;
}

/**
 * Sends the form's fields (its hidden `access_key` among them) as Web3Forms documents: a POST of the
 * form data asking for JSON, answered `{ success: true }`, or `{ success: false, message }` (429 past
 * its rate).
 */
export async function sendToWeb3Forms(form: HTMLFormElement): Promise<void> {
  const response = await fetch(WEB3FORMS_ENDPOINT, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new FormData(form),
  });
  const answer = (await jsonOf(response)) as Web3FormsAnswer | undefined;
  if (response.ok && answer?.success === true) return;
  throw new ServiceRefusal('Web3Forms', response.status, answer?.message || response.statusText);
}
