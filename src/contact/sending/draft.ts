import { contactFieldNames, type ContactFieldName, type ContactFields } from './fields';
import { webStorage } from './webStorage';

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
      const field = (name: ContactFieldName) => (typeof record[name] === 'string' ? (record[name] as string) : '');
      const draft = Object.fromEntries(contactFieldNames.map((name) => [name, field(name)])) as ContactFields;
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
