// The doctor's findings on the contact form's back-end (`services.contactForm`, docs/contact.md): the
// setting each back-end needs, missing or still an example.
import { ownerContentFile as contentFile } from '../lib/makeItYours.mjs';
import { emailjsVariables } from './template.mjs';

/**
 * A value that reads as an example rather than a real id: the docs' own (`xyzabcde`), one character
 * over and over (`xxxxxxxx`, a key of zeros), or words such as "your", "example", "placeholder".
 * @param {string} value
 */
const looksLikeExample = (value) =>
  value === 'xyzabcde' || /^(.)\1*$/.test(value.replace(/-/g, '')) || /your|example|placeholder|changeme/i.test(value);

/**
 * What each back-end needs: its setting in the content, or for EmailJS its keys in the environment;
 * for `mailto`, a lead of her own above the address, not the template's (`templateLead`), which says
 * the form is not set up.
 * @param {{ services?: { contactForm?: Record<string, unknown> }, contact?: { mailtoLead?: string } } | null} content
 * @param {Record<string, string | undefined>} env
 * @param {string} [templateLead] the placeholder's `contact.mailtoLead`
 * @returns {import('./checks.mjs').Finding[]}
 */
export function contactForm(content, env, templateLead) {
  const backend = content?.services?.contactForm ?? { backend: 'emailjs' };
  switch (backend.backend) {
    case 'emailjs':
      return emailjsKeys(env);
    case 'formspree':
      return setting(
        backend,
        'formId',
        'your Formspree form id',
        'the end of its endpoint on formspree.io, https://formspree.io/f/<id>',
      );
    case 'web3forms':
      return setting(backend, 'accessKey', 'your Web3Forms access key', 'the key web3forms.com mailed you');
    case 'mailto':
      return templateLead !== undefined && content?.contact?.mailtoLead === templateLead ? [templateMailtoLead()] : [];
    default:
      return [];
  }
}

function templateMailtoLead() {
  return {
    file: contentFile,
    where: 'contact.mailtoLead',
    what: "still the template's, which tells visitors the form is not set up, where you chose to show your address alone",
    fix: 'write your own lead above the address, e.g. "Write to me:", in each language (docs/contact.md#mailto)',
  };
}

/** @param {Record<string, string | undefined>} env */
function emailjsKeys(env) {
  const unset = emailjsVariables.filter((name) => !env[name]);
  if (unset.length === 0) return [];
  return [
    {
      file: '.env.local',
      what: `${unset.join(', ')} unset: the built site shows a mailto link instead of the contact form`,
      fix: 'copy .env.example to .env.local and fill it in; for the deploy, set the same names under Settings → Secrets and variables → Actions → Variables (or name another back-end: docs/contact.md)',
    },
  ];
}

/**
 * @param {Record<string, unknown>} backend
 * @param {string} key
 * @param {string} what
 * @param {string} where
 */
function setting(backend, key, what, where) {
  const value = typeof backend[key] === 'string' ? backend[key].trim() : '';
  if (value && !looksLikeExample(value)) return [];
  return [
    {
      file: contentFile,
      where: `services.contactForm.${key}`,
      what: `${value ? `"${value}" looks like an example, not ${what}` : `${what} is missing`}: the form's messages would go nowhere`,
      fix: `set it to ${where} (docs/contact.md#${backend.backend})`,
    },
  ];
}
