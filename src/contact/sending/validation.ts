import type { FormMessages } from '@/content/types';
import { formatCount } from '@/language/formats';
import type { ContactFieldName } from './fields';

/** The form's messages in the page's language. */
export interface FormWords {
  text: FormMessages;
  lang: string;
}

export const fieldLimits: Record<ContactFieldName, number> = {
  user_name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with a field's value, in words a visitor understands, or `undefined`. */
export function validateField(
  name: ContactFieldName,
  value: string,
  label: string,
  { text, lang }: FormWords,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return text.required(label);
  if (value.length > fieldLimits[name])
    return text.tooLong(label, formatCount(fieldLimits[name], lang), formatCount(value.length, lang));
  if (name === 'email' && !emailPattern.test(trimmed)) return text.invalidEmail;
  return undefined;
}
