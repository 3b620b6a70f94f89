/**
 * Where the contact form sends, decided once from the build's environment:
 * - `emailjs`: the three VITE_EMAILJS_* keys are set → the EmailJS API.
 * - `local`: no keys, in `npm start` or a build made with VITE_LOCAL_MAILBOX=true → the local
 *   mailbox that the dev and preview servers host at the same path (vite/mailbox.ts).
 * - `mailto`: a production build without keys → no form, the owner's address instead.
 */
export type ContactMode = 'emailjs' | 'local' | 'mailto';

export interface ContactConfig {
  mode: ContactMode;
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

export const contactConfig = resolveContactConfig(import.meta.env);
