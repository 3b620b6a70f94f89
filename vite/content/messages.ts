import type { Message, MessageFunction, PluralMessage } from '../../src/contentShape/types.ts';
import { messageParams, pluralMessages, type MessagePath } from '../../src/contentShape/messageParams.ts';
import type { SiteLanguage, WrittenLanguage } from './languagesOf.ts';
import { readMessageFunction } from './messageFunctions.ts';

type WrittenMessage = Message | PluralMessage | MessageFunction<never[]>;

/**
 * A language's page with every message as text, checked: a placeholder it does not have, or a plural
 * message where the item takes none, fails naming the item. A function, the shape before messages, is
 * read as the message it writes (messageFunctions.ts), and `warn` tells the owner the message to write
 * instead; one no message can say fails naming the item. `where` names the item in errors:
 * `src/content/site.ts: languages.others (ru): words.`.
 */
export function withMessages(page: WrittenLanguage, where: string, warn: (text: string) => void): SiteLanguage {
  const said: Record<'content' | 'formMessages', unknown> = { content: page.content, formMessages: page.formMessages };
  for (const [path, params] of Object.entries(messageParams) as [MessagePath, readonly string[]][]) {
    const [part, ...keys] = path.split('.') as [string, ...string[]];
    const holder = part === 'formMessages' ? 'formMessages' : 'content';
    const item = holder === 'content' ? [part, ...keys] : keys;
    const name = `${where}${path}`;
    const written = valueAt(said[holder], item) as WrittenMessage;
    const plural = pluralMessages.includes(path);
    const message =
      typeof written === 'function' ? readFunction(written, params, { lang: page.lang, plural }, name, warn) : written;
    checkMessage(message, params, plural, name);
    said[holder] = replacedAt(said[holder], item, message);
  }
  return { ...page, ...said } as SiteLanguage;
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
  written: MessageFunction<never[]>,
  params: readonly string[],
  page: { lang: string; plural: boolean },
  name: string,
  warn: (text: string) => void,
): Message | PluralMessage {
  const read = readMessageFunction(written, params, page.lang, page.plural);
  if (!read)
    throw new Error(
      `${name} is a function; the build cannot read it as a message: write it as text with the placeholders ${params.map((param) => `{${param}}`).join(', ')}${
        page.plural ? ', or one text per plural form' : ''
      } (docs/content.md#messages).`,
    );
  warn(
    `${name} is a function, read as the message ${JSON.stringify(read.message)}${read.note}: write that instead (docs/content.md#messages).`,
  );
  return read.message;
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
