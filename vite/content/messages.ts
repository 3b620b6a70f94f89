import type { FormMessages, Message, PageContent, PluralMessage } from '../../src/contentShape/types.ts';
import { messageParams, pluralMessages, type MessagePath } from '../../src/contentShape/messageParams.ts';
import { formatMessage } from '../../src/language/formatMessage.ts';

/** What a language's page says in messages: its content and its form's messages. */
interface Said {
  lang: string;
  content: PageContent;
  formMessages: FormMessages;
}

/** A message as an owner may have written it before messages were text: a function of its placeholders. */
type WrittenMessage = Message | PluralMessage | ((...values: never[]) => string);

/** The placeholders the page fills with a number (the rest with a text), and the counts each is tried with: one of each plural form in most languages. */
const numbers = new Set(['count', 'number', 'year', 'status']);
const counts = [0, 1, 2, 3, 5, 11, 21, 102] as const;

/**
 * A language's page with every message as text, checked: a placeholder it does not have, or a plural
 * message where the item takes none, fails naming the item. A function, the shape before messages, is
 * read as the message it writes when called with its placeholders, where that message says what the
 * function says for every sample; `warn` tells the owner the message to write instead. `where` names
 * the item in errors: `src/content/site.ts: languages.others (ru): words.`.
 */
export function withMessages<Page extends Said>(page: Page, where: string, warn: (text: string) => void): Page {
  const said = { ...page, content: { ...page.content } } as Page;
  for (const [path, params] of Object.entries(messageParams) as [MessagePath, readonly string[]][]) {
    const [part, ...keys] = path.split('.') as [string, ...string[]];
    const holder = part === 'formMessages' ? 'formMessages' : 'content';
    const item = holder === 'content' ? [part, ...keys] : keys;
    const name = `${where}${path}`;
    const written = valueAt(said[holder], item) as WrittenMessage;
    const message = typeof written === 'function' ? readFunction(written, params, page.lang, name, warn) : written;
    checkMessage(message, params, pluralMessages.includes(path), name);
    (said as Record<string, unknown>)[holder] = replacedAt(said[holder], item, message);
  }
  return said;
}

function valueAt(value: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

function replacedAt<T>(value: T, keys: readonly string[], message: unknown): T {
  const [key, ...rest] = keys;
  if (key === undefined) return message as T;
  const record = value as Record<string, unknown>;
  return { ...record, [key]: replacedAt(record[key], rest, message) } as T;
}

function readFunction(
  written: (...values: never[]) => string,
  params: readonly string[],
  lang: string,
  name: string,
  warn: (text: string) => void,
): Message {
  const call = written as (...values: readonly (string | number)[]) => unknown;
  const placeholders = params.map((param) => `{${param}}`);
  const message = String(callSafely(call, placeholders));
  const readsAs = counts.every((count) => {
    const values = params.map((param) => (numbers.has(param) ? count : `Ada ${param}`));
    return (
      callSafely(call, values) ===
      formatMessage(message, Object.fromEntries(params.map((param, index) => [param, values[index]!])), lang)
    );
  });
  if (!readsAs)
    throw new Error(
      `${name} is a function; the build cannot read it as a message: write it as text with the placeholders ${placeholders.join(', ')}${
        params.includes('count') ? ', or one text per plural form' : ''
      } (docs/content.md#messages).`,
    );
  warn(
    `${name} is a function, read as the message ${JSON.stringify(message)}: write that instead (docs/content.md#messages).`,
  );
  return message;
}

/** What a function returns, or undefined where it throws (it used its values as something other than text). */
function callSafely(
  call: (...values: readonly (string | number)[]) => unknown,
  values: readonly (string | number)[],
): unknown {
  try {
    return call(...values);
  } catch {
    return undefined;
  }
}

/** The texts of a message: itself, or each form of a plural message where the item may have one (`other` among them). */
function formsOf(message: unknown, pluralAllowed: boolean): string[] | undefined {
  if (typeof message === 'string') return [message];
  if (!pluralAllowed || typeof message !== 'object' || message === null) return undefined;
  const forms: unknown[] = Object.values(message);
  const texts = forms.every((form) => typeof form === 'string');
  return texts && typeof (message as PluralMessage).other === 'string' ? (forms as string[]) : undefined;
}

function checkMessage(message: unknown, params: readonly string[], pluralAllowed: boolean, name: string): void {
  const forms = formsOf(message, pluralAllowed);
  if (!forms)
    throw new Error(
      `${name} must be a text${pluralAllowed ? ', or one text per plural form with `other` among them' : ''} (docs/content.md#messages).`,
    );
  for (const form of forms) {
    const unknown = [...form.matchAll(/\{(\w+)\}/g)]
      .map(([, param]) => param!)
      .filter((param) => !params.includes(param));
    if (unknown.length > 0)
      throw new Error(
        `${name} has {${unknown.join('}, {')}}, which it cannot fill: its placeholders are {${params.join('}, {')}} (docs/content.md#messages).`,
      );
  }
}
