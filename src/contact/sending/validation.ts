import type { PageFormMessages } from '@/content/types';
import { formatCount } from '@/language/formats';
import { formatMessage } from '@/language/formatMessage';
import type { ContactFieldName } from './fields';

/** The form's messages in the page's language. */
export interface FormWords {
  text: PageFormMessages;
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
  if (trimmed === '') return formatMessage(text.required, { fieldLabel: label }, lang);
  if (value.length > fieldLimits[name]) {
    const limit = formatCount(fieldLimits[name], lang);
    return formatMessage(text.tooLong, { fieldLabel: label, limit, length: formatCount(value.length, lang) }, lang);
  }
  if (name === 'email' && !emailPattern.test(trimmed)) return text.invalidEmail;
  return undefined;
}
