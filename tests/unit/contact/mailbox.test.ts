import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { printable } from '../../../scripts/lib/printable.mjs';
import { createMailboxHandler, defaultLimits, type MailboxLimits } from '../../../vite/mailbox/handler';
import { isLoopbackAddress, isOwnLoopbackOrigin } from '../../../vite/mailbox/origin';

const SEND_FORM = '/api/v1.0/email/send-form';

let root: string;
let server: Server | undefined;
let logged: string[];

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mailbox-test-'));
  logged = [];
});

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

/** A mailbox on a loopback port, as `npm start` hosts it; resolves to its origin. */
async function startMailbox({
  dir = path.join(root, '.mailbox'),
  limits = defaultLimits,
}: { dir?: string; limits?: MailboxLimits } = {}) {
  const handler = createMailboxHandler({
    path: SEND_FORM,
    dir,
    limits,
    log: (line) => logged.push(line),
    logError: () => {},
  });
  server = createServer((req, res) => {
    void handler(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

function letter(fields: Partial<Record<string, string>> = {}): FormData {
  const form = new FormData();
  const all = {
    user_name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'Hi there',
    lib_version: '4.3.3',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

/** POSTs with the headers a browser adds; `origin: null` leaves Origin out. */
async function post(
  origin: string,
  { body = letter() as BodyInit, headers = {} as Record<string, string>, from = origin as string | null } = {},
) {
  const response = await fetch(`${origin}${SEND_FORM}`, {
    method: 'POST',
    body,
    headers: { ...(from ? { origin: from } : {}), ...headers },
  });
  return { status: response.status, text: await response.text() };
}

const saved = async () =>
  (await readdir(path.join(root, '.mailbox')).catch(() => [])).filter((file) => file.endsWith('.json'));

describe('the local mailbox', () => {
  it('saves a message from its own page as JSON and prints one line about it', async () => {
    const origin = await startMailbox();
    expect(await post(origin)).toEqual({ status: 200, text: 'OK' });
    const [file] = await saved();
    expect(JSON.parse(await readFile(path.join(root, '.mailbox', file!), 'utf8'))).toMatchObject({
      user_name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Hi there',
    });
    expect(logged).toEqual([`mailbox: message from Ada <ada@example.com> saved as ${file}`]);
  });

  it('refuses a POST from another origin, or with none, and saves nothing', async () => {
    const origin = await startMailbox();
    expect(await post(origin, { from: 'https://evil.example' })).toEqual({ status: 403, text: 'Forbidden' });
    expect(await post(origin, { from: origin.replace('127.0.0.1', 'localhost') })).toMatchObject({ status: 403 });
    expect(await post(origin, { from: null })).toMatchObject({ status: 403 });
    expect(await saved()).toEqual([]);
  });

  it('answers 413 to a body over the size cap', async () => {
    const origin = await startMailbox({ limits: { ...defaultLimits, maxBodyBytes: 1024 } });
    expect(await post(origin, { body: letter({ message: 'x'.repeat(2048) }) })).toEqual({
      status: 413,
      text: 'Payload Too Large',
    });
    expect(await saved()).toEqual([]);
  });

  it('answers 413 when a body without a declared length grows over the cap', async () => {
    const origin = await startMailbox({ limits: { ...defaultLimits, maxBodyBytes: 1024 } });
    const boundary = 'x-boundary';
    const part = `--${boundary}\r\ncontent-disposition: form-data; name="message"\r\n\r\n${'x'.repeat(4096)}\r\n--${boundary}--\r\n`;
    const stream = new Blob([part]).stream();
    const response = await fetch(`${origin}${SEND_FORM}`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await saved()).toEqual([]);
  });

  it('answers 415 to anything but multipart form data', async () => {
    const origin = await startMailbox();
    const json = await post(origin, {
      body: JSON.stringify({ user_name: 'Ada' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(json).toEqual({ status: 415, text: 'Unsupported Media Type' });
    expect(
      await post(origin, { body: 'user_name=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ).toMatchObject({ status: 415 });
  });

  it('answers 405 to anything but POST', async () => {
    const origin = await startMailbox();
    expect((await fetch(`${origin}${SEND_FORM}`)).status).toBe(405);
  });

  it('answers 500 with a generic body when the folder cannot be written, never a path', async () => {
    const blocker = path.join(root, 'not-a-folder');
    await writeFile(blocker, 'a file where the mailbox folder should be');
    const origin = await startMailbox({ dir: path.join(blocker, '.mailbox') });
    const answer = await post(origin);
    expect(answer).toEqual({ status: 500, text: 'Internal Server Error' });
    expect(answer.text).not.toContain(root);
  });

  it('stops at its caps on message count and total bytes (507)', async () => {
    const byCount = await startMailbox({ limits: { ...defaultLimits, maxMessages: 2 } });
    expect((await post(byCount)).status).toBe(200);
    expect((await post(byCount)).status).toBe(200);
    expect(await post(byCount)).toEqual({ status: 507, text: 'Mailbox Full' });
    expect(await saved()).toHaveLength(2);
    expect(logged.at(-1)).toMatch(/^mailbox: full \(2 messages\)/);

    await new Promise((resolve) => server!.close(resolve));
    const bySize = await startMailbox({ limits: { ...defaultLimits, maxTotalBytes: 600 } });
    expect((await post(bySize, { body: letter({ message: 'x'.repeat(400) }) })).status).toBe(507);
    expect(await saved()).toHaveLength(2);
  });

  it('holds its caps when many messages arrive at once: exactly as many saved as fit, the rest 507', async () => {
    const maxMessages = 3;
    const byCount = await startMailbox({ limits: { ...defaultLimits, maxMessages } });
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(byCount)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(maxMessages);
    expect(answers.filter((answer) => answer.status === 507)).toHaveLength(12 - maxMessages);
    expect(await saved()).toHaveLength(maxMessages);

    const [first] = await saved();
    const messageBytes = (await stat(path.join(root, '.mailbox', first!))).size;
    await rm(path.join(root, '.mailbox'), { recursive: true });
    await new Promise((resolve) => server!.close(resolve));
    const fitting = 2;
    const bySize = await startMailbox({
      limits: { ...defaultLimits, maxTotalBytes: Math.floor((fitting + 0.5) * messageBytes) },
    });
    const sizedAnswers = await Promise.all(Array.from({ length: 12 }, () => post(bySize)));
    expect(sizedAnswers.filter((answer) => answer.status === 200)).toHaveLength(fitting);
    expect(sizedAnswers.filter((answer) => answer.status === 507)).toHaveLength(12 - fitting);
    expect(await saved()).toHaveLength(fitting);
  });

  it('prints a crafted name without its control characters: no forged line, no escape sequence', async () => {
    const origin = await startMailbox();
    const forged = 'Ada\r\nmailbox: message from Admin <root@localhost> saved\u001b[2J\u202e';
    expect((await post(origin, { body: letter({ user_name: forged, email: 'a@b.c\u0007' }) })).status).toBe(200);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^mailbox: message from Adamailbox: message from Admin <root@localhost> saved\[2J <a@b\.c> saved as /,
    );
    expect(printable(logged[0])).toBe(logged[0]);
  });
});

describe('who may post', () => {
  it('counts only this machine as a loopback peer', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', 'fe80::1', '', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });

  it('accepts only an Origin naming the loopback host the request was sent to', () => {
    expect(isOwnLoopbackOrigin('http://localhost:5173', 'localhost:5173')).toBe(true);
    expect(isOwnLoopbackOrigin('http://127.0.0.1:4173', '127.0.0.1:4173')).toBe(true);
    expect(isOwnLoopbackOrigin('http://[::1]:5173', '[::1]:5173')).toBe(true);
    expect(isOwnLoopbackOrigin('https://evil.example', 'localhost:5173')).toBe(false);
    expect(isOwnLoopbackOrigin('http://localhost:9999', 'localhost:5173')).toBe(false);
    // DNS rebinding: the attacker's name resolves to 127.0.0.1, so Origin and Host agree on it.
    expect(isOwnLoopbackOrigin('http://rebind.example:5173', 'rebind.example:5173')).toBe(false);
    expect(isOwnLoopbackOrigin('http://192.168.1.20:5173', '192.168.1.20:5173')).toBe(false);
    expect(isOwnLoopbackOrigin('null', 'localhost:5173')).toBe(false);
    expect(isOwnLoopbackOrigin(undefined, 'localhost:5173')).toBe(false);
  });
});

describe('printable', () => {
  it('drops C0, DEL, C1 and bidi controls, and keeps line feeds only when asked', () => {
    expect(printable('a\u0000b\u001b[31mc\u007fd\u0085e\u202ef\u2066g')).toBe('ab[31mcdefg');
    expect(printable('one\r\ntwo')).toBe('onetwo');
    expect(printable('one\r\ntwo', { keepNewlines: true })).toBe('one\ntwo');
    expect(printable('Zoë 日本 🙂')).toBe('Zoë 日本 🙂');
  });
});
