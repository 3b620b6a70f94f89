import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { printable } from '../../scripts/lib/printable.mjs';
import { contactFieldNames } from '../../src/contact/sending/fields.ts';
import { isLoopbackAddress, isOwnLoopbackOrigin } from './origin.ts';
import { BodyTooLarge, readForm } from './readForm.ts';
import { MailboxFull, saveMessage, type StoreLimits } from './store.ts';

export interface MailboxLimits extends StoreLimits {
  /** Bytes one request body may have (the form's longest message is about 22 KB in UTF-8). */
  maxBodyBytes: number;
}

export const defaultLimits: MailboxLimits = {
  maxBodyBytes: 64 * 1024,
  maxMessages: 500,
  maxTotalBytes: 10 * 1024 * 1024,
};

export interface MailboxOptions {
  /** URL path of EmailJS's send-form endpoint under the site's base. */
  path: string;
  /** Folder the messages are saved in. */
  dir: string;
  limits?: MailboxLimits;
  /** Where a line about each message goes (the server's terminal). */
  log?: (line: string) => void;
  /** Where a disk error goes, with its details, for the owner only. */
  logError?: (line: string, error: unknown) => void;
}

/**
 * Answers EmailJS's send-form endpoint like the service would, saving each message to `dir`.
 * Only the page this server serves, opened on this machine, may post; everything else is refused
 * with a status and a generic word, never with a detail of this machine.
 */
export function createMailboxHandler({
  path,
  dir,
  limits = defaultLimits,
  log = console.info,
  logError = console.error,
}: MailboxOptions): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== path) return next();
    const refusal = refusalOf(req, limits.maxBodyBytes);
    if (refusal) return reply(res, ...refusal);
    let form: FormData;
    try {
      form = await readForm(req, limits.maxBodyBytes);
    } catch (error) {
      return error instanceof BodyTooLarge ? reply(res, 413, 'Payload Too Large') : reply(res, 400, 'Bad Request');
    }
    const message = Object.fromEntries(contactFieldNames.map((field) => [field, String(form.get(field) ?? '')]));
    const receivedAt = new Date();
    const json = `${JSON.stringify({ receivedAt: receivedAt.toISOString(), ...message, lib_version: form.get('lib_version') }, null, 2)}\n`;
    try {
      const file = await saveMessage(dir, json, receivedAt, limits);
      log(`mailbox: message from ${printable(message.user_name)} <${printable(message.email)}> saved as ${file}`);
      reply(res, 200, 'OK');
    } catch (error) {
      if (error instanceof MailboxFull) {
        log(
          `mailbox: full (${error.message}); a message was refused. Read them with \`npm run mailbox\`, then empty the folder.`,
        );
        return reply(res, 507, 'Mailbox Full');
      }
      logError('mailbox: could not save a message:', error);
      reply(res, 500, 'Internal Server Error');
    }
  };
}

function refusalOf(req: IncomingMessage, maxBodyBytes: number): [number, string] | undefined {
  if (req.method !== 'POST') return [405, 'Method Not Allowed'];
  if (!isLoopbackAddress(req.socket.remoteAddress)) return [403, 'Forbidden'];
  if (!isOwnLoopbackOrigin(req.headers.origin, req.headers.host)) return [403, 'Forbidden'];
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) return [415, 'Unsupported Media Type'];
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return [413, 'Payload Too Large'];
  return undefined;
}

function reply(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  // Refused early, the rest of the body is never read: close instead of reusing the connection.
  if (status !== 200) res.setHeader('connection', 'close');
  res.end(text);
}
