import type { ContactFieldName } from './fields';

export const fieldLimits: Record<ContactFieldName, number> = {
  user_name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with a field's value, in words a visitor understands, or `undefined`. */
export function validateField(name: ContactFieldName, value: string, label: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return `Please enter ${label.toLowerCase()}.`;
  if (value.length > fieldLimits[name]) return `${label} can be at most ${fieldLimits[name]} characters (now ${value.length}).`;
  if (name === 'email' && !emailPattern.test(trimmed)) return 'Please enter an e-mail address like name@example.com.';
  return undefined;
}
