import type { ContactBackend } from '@/contentShape/services';
import { contactForm } from 'virtual:services';
import { formspreeTarget, sendToFormspree } from './backends/formspree';
import { netlifyTarget, sendToNetlify } from './backends/netlify';
import type { ServiceTarget } from './backends/serviceTarget';
import { sendToWeb3Forms, web3formsTarget } from './backends/web3forms';

/** The content's settings of a back-end, when the build's constant names it. */
const settings = <Name extends ContactBackend['backend']>() =>
  contactForm as Extract<ContactBackend, { backend: Name }>;

/**
 * Sends the form to the service the content names. Chosen by `__CONTACT_BACKEND__`, a constant, so a
 * build carries the code of its own service alone. Rejects with a ServiceRefusal or a network TypeError.
 */
export function sendToService(form: HTMLFormElement): Promise<void> {
  return __CONTACT_BACKEND__ === 'formspree'
    ? sendToFormspree(form, settings<'formspree'>().formId)
    : __CONTACT_BACKEND__ === 'web3forms'
      ? sendToWeb3Forms(form)
      : sendToNetlify(form);
}

/** Where the form posts without JavaScript, to the service the content names (chosen as above). */
export function serviceTarget(): ServiceTarget {
  return __CONTACT_BACKEND__ === 'formspree'
    ? formspreeTarget(settings<'formspree'>().formId)
    : __CONTACT_BACKEND__ === 'web3forms'
      ? web3formsTarget(settings<'web3forms'>().accessKey)
      : netlifyTarget(settings<'netlify'>().formName);
}
