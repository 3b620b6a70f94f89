import type { ContactBackendName } from '@/contentShape/services';

/**
 * Where the contact form sends, decided once from the content's back-end and the build's environment:
 * - `emailjs`: the back-end is EmailJS and its three VITE_EMAILJS_* keys are set → the EmailJS API.
 * - `formspree`, `web3forms`, `netlify`: the back-end the content names, in a production build.
 * - `local`: no EmailJS keys or another service, in `npm start` or a build made with
 *   VITE_LOCAL_MAILBOX=true → the local mailbox that the dev and preview servers host at the same
 *   path (vite/mailbox.ts), so the owner tries her form with no account.
 * - `mailto`: the content asks for no form, or a production build of EmailJS without keys → the
 *   owner's address instead.
 */
export type ContactMode = 'emailjs' | 'local' | 'mailto' | 'formspree' | 'web3forms' | 'netlify';

export interface ContactConfig {
  mode: ContactMode;
  /** EmailJS's ids, or the local mailbox's. */
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** Ids the local mailbox accepts; EmailJS itself would reject them. */
export const LOCAL_IDS = { publicKey: 'local-mailbox', serviceId: 'local', templateId: 'local' } as const;

interface ContactEnv {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_LOCAL_MAILBOX?: string;
  DEV?: boolean;
}

export function resolveContactConfig(env: ContactEnv): ContactConfig {
  const keys = [env.VITE_EMAILJS_PUBLIC_KEY, env.VITE_EMAILJS_SERVICE_ID, env.VITE_EMAILJS_TEMPLATE_ID].map(
    (key) => key?.trim() ?? '',
  );
  const [publicKey = '', serviceId = '', templateId = ''] = keys;
  if (keys.every(Boolean)) return { mode: 'emailjs', publicKey, serviceId, templateId };
  const local = env.DEV === true || env.VITE_LOCAL_MAILBOX === 'true';
  return { mode: local ? 'local' : 'mailto', ...LOCAL_IDS };
}

/** The mode of a back-end other than EmailJS: the local mailbox in `npm start` and local-mailbox builds. */
export function resolveServiceConfig(backend: Exclude<ContactBackendName, 'emailjs'>, env: ContactEnv): ContactConfig {
  if (backend === 'mailto') return { mode: 'mailto', ...LOCAL_IDS };
  const local = env.DEV === true || env.VITE_LOCAL_MAILBOX === 'true';
  return { mode: local ? 'local' : backend, ...LOCAL_IDS };
}

export const contactConfig =
  __CONTACT_BACKEND__ === 'emailjs'
    ? resolveContactConfig(import.meta.env)
    : resolveServiceConfig(__CONTACT_BACKEND__, import.meta.env);
