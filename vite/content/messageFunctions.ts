import type { Message, MessageFunction, PluralMessage } from '../../src/contentShape/types.ts';
import { formatMessage } from '../../src/language/formatMessage.ts';

type Call = (...values: readonly (string | number)[]) => unknown;

/** The placeholders the page fills with a number (the rest with a text). */
const numbers = new Set(['count', 'number', 'year', 'status']);
/** The counts a function is tried with: one of each plural form in most languages. */
const counts = [0, 1, 2, 3, 5, 11, 21, 102] as const;

/** A function read as a message, and what the owner is told about the reading. */
export interface ReadFunction {
  message: Message | PluralMessage;
  note: string;
}

/**
 * The message a function writes, where that message says what the function says for every count
 * (0, 1, 2, 3, 5, 11, 21, 102) and a text for each other value: called with its placeholders; else,
 * where `plural`, one text per plural form of the language, each from a count of that form; else with
 * the placeholders the function lower-cased written as they were, read without regard to case (a
 * message cannot change a value's case, so the value then reads as given). Undefined where none says
 * what the function says.
 */
export function readMessageFunction(
  written: MessageFunction<never[]>,
  params: readonly string[],
  lang: string,
  plural: boolean,
): ReadFunction | undefined {
  const call = written as Call;
  const message = String(callSafely(call, params.map(placeholder)));
  if (saysTheSame(call, message, params, lang, exactly)) return { message, note: '' };
  const forms = plural && params.includes('count') ? pluralForms(call, params, lang) : undefined;
  if (forms && saysTheSame(call, forms, params, lang, exactly)) return { message: forms, note: '' };
  const cased = params.reduce(
    (text, param) => text.replaceAll(placeholder(param.toLowerCase()), placeholder(param)),
    message,
  );
  if (cased !== message && saysTheSame(call, cased, params, lang, ignoringCase))
    return { message: cased, note: ' (a message cannot lower-case a value: it now reads as given)' };
  return undefined;
}

const placeholder = (param: string) => `{${param}}`;
const exactly = (a: string, b: string) => a === b;
const ignoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function saysTheSame(
  call: Call,
  message: Message | PluralMessage,
  params: readonly string[],
  lang: string,
  same: (a: string, b: string) => boolean,
): boolean {
  return counts.every((count) => {
    const values = params.map((param) => (numbers.has(param) ? count : `Ada ${param}`));
    const said = callSafely(call, values);
    const filled = formatMessage(
      message,
      Object.fromEntries(params.map((param, index) => [param, values[index]!])),
      lang,
    );
    return typeof said === 'string' && same(said, filled);
  });
}

/** One text per plural form the language has, each what the function says for a count of that form, the count as `#`. */
function pluralForms(call: Call, params: readonly string[], lang: string): PluralMessage | undefined {
  const rules = new Intl.PluralRules(lang);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const count of counts) {
    const form = rules.select(count);
    if (form in forms) continue;
    const said = callSafely(
      call,
      params.map((param) => (param === 'count' ? count : placeholder(param))),
    );
    if (typeof said !== 'string') return undefined;
    forms[form] = said.replaceAll(String(count), '#');
  }
  return forms.other === undefined ? undefined : { ...forms, other: forms.other };
}

/** What a function returns, or undefined where it throws (it used a value as something other than text). */
function callSafely(call: Call, values: readonly (string | number)[]): unknown {
  try {
    return call(...values);
  } catch {
    return undefined;
  }
}
