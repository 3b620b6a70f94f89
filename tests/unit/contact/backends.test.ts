// @vitest-environment happy-dom
/** Each service's request as it documents it, and its answers in the visitor's words (fetch faked). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formMessages, languages } from '@/placeholder/site';
import { formspreeTarget, sendToFormspree } from '@/contact/sending/backends/formspree';
import { netlifyTarget, sendToNetlify } from '@/contact/sending/backends/netlify';
import type { ServiceTarget } from '@/contact/sending/backends/serviceTarget';
import { sendToWeb3Forms, web3formsTarget } from '@/contact/sending/backends/web3forms';
import { resolveServiceConfig } from '@/contact/sending/config';
import type { ContactFields } from '@/contact/sending/fields';
import { describeSendFailure } from '@/contact/sending/sendErrors';
import { asPage } from '../../support/asPage';

const words = { text: asPage(formMessages), lang: languages.default.lang };
const message: ContactFields = {
  user_name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Engines',
  message: 'Hello & welcome\nto the engine',
};

/** A form as the page renders it for a service: its hidden fields, its honeypot (empty) and the four fields. */
function formFor({ attributes, hidden, honeypot }: ServiceTarget, fields = message): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) form.setAttribute(name, value);
  const input = (name: string, value: string, type = 'text') => {
    const element = document.createElement(type === 'textarea' ? 'textarea' : 'input');
    if (element instanceof HTMLInputElement) element.type = type;
    Object.assign(element, { name, value });
    form.append(element);
  };
  for (const [name, value] of Object.entries(hidden)) input(name, value, 'hidden');
  if (honeypot.type === 'text') input(honeypot.name, '');
  else input(honeypot.name, 'on', 'checkbox');
  for (const [name, value] of Object.entries(fields)) input(name, value, name === 'message' ? 'textarea' : 'text');
  document.body.append(form);
  return form;
}

/** Answers the next fetch with `status` and `body`, keeping the request. */
function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [url, init] = fetchMock.mock.calls[0]!;
    return { url, init, headers: new Headers(init.headers) };
  };
}

/** What the visitor reads, and the refusal's words for the owner's console, when a send rejects. */
async function failureOf(sending: Promise<void>) {
  const error = await sending.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error, 'the send should have been refused').toBeDefined();
  return { ...describeSendFailure(error, true, words), owner: (error as Error).message };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('Formspree', () => {
  const target = formspreeTarget('mgvzkqpl');

  it('posts the form data to the form endpoint asking for JSON, and takes { ok: true } as sent', async () => {
    const request = answer(200, { ok: true, next: '/thanks' });
    await sendToFormspree(formFor(target), 'mgvzkqpl');
    const { url, init, headers } = request();
    expect(url).toBe('https://formspree.io/f/mgvzkqpl');
    expect(init.method).toBe('POST');
    expect(headers.get('accept')).toBe('application/json');
    const body = init.body as FormData;
    expect(Object.fromEntries(body)).toEqual({ ...message, _gotcha: '' });
  });

  it('posts without JavaScript to the same endpoint, with its honeypot', () => {
    expect(target.attributes).toMatchObject({ action: 'https://formspree.io/f/mgvzkqpl', method: 'post' });
    expect(target.honeypot).toEqual({ name: '_gotcha', type: 'text' });
  });

  it('names each refusal as the form does, with Formspree’s own words for the owner', async () => {
    answer(422, { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }] });
    const invalid = await failureOf(sendToFormspree(formFor(target), 'mgvzkqpl'));
    expect(invalid.kind).toBe('configuration');
    expect(invalid.owner).toBe('Formspree answered 422: should be an email');

    answer(404, { errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] });
    expect((await failureOf(sendToFormspree(formFor(target), 'mgvzkqpl'))).kind).toBe('configuration');
    answer(429, { errors: [{ message: 'Too many requests' }] });
    expect((await failureOf(sendToFormspree(formFor(target), 'mgvzkqpl'))).message).toMatch(/Wait 10 seconds/);
    answer(403, { errors: [{ message: 'Submission blocked' }] });
    expect((await failureOf(sendToFormspree(formFor(target), 'mgvzkqpl'))).kind).toBe('blocked');
    answer(502);
    expect((await failureOf(sendToFormspree(formFor(target), 'mgvzkqpl'))).kind).toBe('service-down');
  });

  it('leaves a network failure a network failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(sendToFormspree(formFor(target), 'mgvzkqpl'))).kind).toBe('network');
  });
});

describe('Web3Forms', () => {
  const key = '6f1c2a9e-3b47-4d85-9e0a-2c7b5d8f4a13';
  const target = web3formsTarget(key);

  it('posts the form data with its access key to /submit asking for JSON, and takes { success: true } as sent', async () => {
    const request = answer(200, { success: true, message: 'Email sent successfully!' });
    await sendToWeb3Forms(formFor(target));
    const { url, init, headers } = request();
    expect(url).toBe('https://api.web3forms.com/submit');
    expect(init.method).toBe('POST');
    expect(headers.get('accept')).toBe('application/json');
    // The honeypot, an unticked checkbox, is not sent.
    expect(Object.fromEntries(init.body as FormData)).toEqual({ ...message, access_key: key });
  });

  it('posts without JavaScript to the same endpoint, the key a hidden field, the honeypot an unticked checkbox', () => {
    expect(target.attributes).toMatchObject({ action: 'https://api.web3forms.com/submit', method: 'post' });
    expect(target.hidden).toEqual({ access_key: key });
    expect(target.honeypot).toEqual({ name: 'botcheck', type: 'checkbox' });
  });

  it('names each refusal as the form does, with Web3Forms’ own words for the owner', async () => {
    answer(400, { success: false, message: 'Invalid Access Key' });
    const invalid = await failureOf(sendToWeb3Forms(formFor(target)));
    expect(invalid.kind).toBe('configuration');
    expect(invalid.owner).toBe('Web3Forms answered 400: Invalid Access Key');

    answer(200, { success: false, message: 'Spam detected' });
    expect((await failureOf(sendToWeb3Forms(formFor(target)))).kind).toBe('configuration');
    answer(429, { success: false, message: 'Too many requests' });
    expect((await failureOf(sendToWeb3Forms(formFor(target)))).kind).toBe('rate-limited');
    answer(503);
    expect((await failureOf(sendToWeb3Forms(formFor(target)))).kind).toBe('service-down');
  });
});

describe('Netlify Forms', () => {
  it('posts the fields URL-encoded to the page itself, with form-name and the honeypot', async () => {
    const request = answer(200);
    await sendToNetlify(formFor(netlifyTarget('kontakt')), '/portfolio/ja/');
    const { url, init, headers } = request();
    expect(url).toBe('/portfolio/ja/');
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      'form-name': 'kontakt',
      'bot-field': '',
      ...message,
    });
  });

  it('carries in the prerendered form what Netlify’s build detects, named `contact` unless the content names it', () => {
    const { attributes, hidden, honeypot } = netlifyTarget();
    expect(attributes).toMatchObject({
      name: 'contact',
      method: 'post',
      'data-netlify': 'true',
      'netlify-honeypot': 'bot-field',
    });
    expect(attributes.action).toBeUndefined();
    expect(hidden).toEqual({ 'form-name': 'contact' });
    expect(honeypot.name).toBe('bot-field');
  });

  it('names a form Netlify does not know (404) a configuration problem, and 429 too many', async () => {
    answer(404);
    const unknown = await failureOf(sendToNetlify(formFor(netlifyTarget()), '/'));
    expect(unknown.kind).toBe('configuration');
    expect(unknown.owner).toMatch(/^Netlify answered 404/);
    answer(429);
    expect((await failureOf(sendToNetlify(formFor(netlifyTarget()), '/'))).kind).toBe('rate-limited');
  });
});

describe('resolveServiceConfig', () => {
  it('sends to the service in a production build, to the local mailbox in dev and local-mailbox builds', () => {
    expect(resolveServiceConfig('formspree', { DEV: false }).mode).toBe('formspree');
    expect(resolveServiceConfig('netlify', { DEV: true }).mode).toBe('local');
    expect(resolveServiceConfig('web3forms', { DEV: false, VITE_LOCAL_MAILBOX: 'true' }).mode).toBe('local');
  });

  it('shows no form for `mailto`, in dev too', () => {
    expect(resolveServiceConfig('mailto', { DEV: true }).mode).toBe('mailto');
  });
});
