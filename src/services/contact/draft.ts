import { webStorage } from './webStorage';

/** The four fields of a contact message, named as the e-mail template expects them. */
export interface ContactFields {
  user_name: string;
  email: string;
  subject: string;
  message: string;
}

export const emptyFields: ContactFields = { user_name: '', email: '', subject: '', message: '' };
export const contactFieldNames = Object.keys(emptyFields) as (keyof ContactFields)[];

const DRAFT_KEY = 'contact-draft';

/** The visitor's unsent message, kept for this tab's session so a reload loses nothing. */
export const draftStore = {
  load(storage: Storage | undefined = webStorage('sessionStorage')): ContactFields | null {
    try {
      const raw = storage?.getItem(DRAFT_KEY);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const record = parsed as Record<string, unknown>;
      const field = (name: keyof ContactFields) => (typeof record[name] === 'string' ? (record[name] as string) : '');
      const draft = { user_name: field('user_name'), email: field('email'), subject: field('subject'), message: field('message') };
      return Object.values(draft).some(Boolean) ? draft : null;
    } catch {
      return null;
    }
  },
  save(fields: ContactFields, storage: Storage | undefined = webStorage('sessionStorage')): void {
    try {
      if (Object.values(fields).some(Boolean)) storage?.setItem(DRAFT_KEY, JSON.stringify(fields));
      else storage?.removeItem(DRAFT_KEY);
    } catch {
      // Storage full or blocked: the draft is a convenience, the form still works.
    }
  },
  clear(storage: Storage | undefined = webStorage('sessionStorage')): void {
    try {
      storage?.removeItem(DRAFT_KEY);
    } catch {
      // See save().
    }
  },
};

