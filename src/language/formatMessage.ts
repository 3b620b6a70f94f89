import type { Message, PluralMessage } from '@/content/types';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(lang: string): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

/** The form of a plural message the language uses for `count`, else its `other`. */
export function pluralForm(message: PluralMessage, count: number, lang: string): string {
  return message[pluralRulesOf(lang).select(count)] ?? message.other;
}

/**
 * A message with its `{name}` placeholders filled from `values` (numbers as written, '2024', not
 * '2,024'); a plural message's form is chosen by `values.count`, and its `#` is the count too. A
 * placeholder without a value stays as written.
 */
export function formatMessage(
  message: Message | PluralMessage,
  values: Readonly<Record<string, string | number>>,
  lang: string,
): string {
  const plural = typeof message !== 'string';
  const text = plural ? pluralForm(message, Number(values.count), lang) : message;
  // One pass, so a value that holds `#` or braces is inserted as it is.
  return text.replace(/#|\{(\w+)\}/g, (placeholder, name?: string) => {
    if (name === undefined) return plural ? String(values.count) : placeholder;
    return Object.hasOwn(values, name) ? String(values[name]) : placeholder;
  });
}
