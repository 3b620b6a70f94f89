import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { contact, formMessages, languages, owner } from '../../../src/placeholder/site';
import {
  contactFieldNames,
  emptyFields,
  type ContactFieldName,
  type ContactFields,
} from '../../../src/contact/sending/fields';
import { mailtoHref } from '../../../src/contact/sending/mailto';
import { describeSendFailure } from '../../../src/contact/sending/sendErrors';
import { MAILBOX_DIR } from '../../../vite/mailbox';
import type { EnginePage } from '../driver';
import { attribute, waitFor } from '../inPage';
import { testSite } from '../sites';
import { openHydrated } from './page';
import { asPage } from '../../support/asPage';

const form = 'form[aria-label="Contact"]';
const field = (name: ContactFieldName) => `#contact-${name}`;
const send = `${form} button[type="submit"]`;
const sendFormPath = 'api/v1.0/email/send-form';

function letter(engine: string): ContactFields {
  return {
    user_name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: `A question from ${engine} at ${Date.now()}`,
    message: 'Hello!\nCould we talk about an analytical engine UI?',
  };
}

async function fillForm(page: EnginePage, values: ContactFields): Promise<void> {
  await openHydrated(page, testSite, 'contacts');
  await waitFor(
    page,
    'React has taken the form over',
    (selector) => (document.querySelector(selector) as HTMLFormElement | null)?.noValidate === true,
    form,
  );
  for (const name of contactFieldNames) await page.fill(field(name), values[name]);
}

const valuesOnPage = (page: EnginePage) =>
  page.evaluate(
    (names, prefix) =>
      Object.fromEntries(
        names.map((name) => [name, (document.getElementById(`${prefix}${name}`) as HTMLInputElement).value]),
      ),
    contactFieldNames,
    'contact-',
  );

/**
 * The mail service answers 500: the visitor is told why, the alert takes focus, every word stays in
 * the form and the e-mail link carries the letter. The failure is made by a hook after load that
 * answers the send itself, since classic WebDriver cannot intercept requests.
 */
export async function contactFailure(page: EnginePage, engine: string): Promise<void> {
  const values = letter(engine);
  await fillForm(page, values);
  await page.evaluate((sendPath) => {
    const fetchForReal = window.fetch.bind(window);
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes(sendPath)
        ? Promise.resolve(new Response('error', { status: 500 }))
        : fetchForReal(input, init);
  }, sendFormPath);
  await page.click(send);

  const explanation = describeSendFailure({ status: 500 }, true, {
    text: asPage(formMessages),
    lang: languages.default.lang,
  }).message;
  await waitFor(
    page,
    'the failure is explained',
    (text) => document.querySelector('[role="alert"]')?.textContent?.includes(text) === true,
    explanation,
  );
  await waitFor(page, 'the alert has focus', () => document.activeElement === document.querySelector('[role="alert"]'));
  expect(await valuesOnPage(page), 'every word is kept').toEqual(values);
  const mailto = mailtoHref(owner.email, { subject: values.subject, body: values.message });
  expect(await page.evaluate(attribute, '[role="alert"] a[href^="mailto:"]', 'href')).toBe(mailto);
  const problems = await page.problems();
  expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
}

/** A message sent through the local mailbox of `vite preview` arrives there, and the form says so and empties. */
export async function contactSuccess(page: EnginePage, engine: string): Promise<void> {
  const values = letter(engine);
  await fillForm(page, values);
  await page.click(send);
  await waitFor(
    page,
    'the form says the message is on its way',
    (text) => document.querySelector(`[role="status"]`)?.textContent === text,
    contact.sentMessage,
  );
  expect(await valuesOnPage(page), 'the form is empty again').toEqual(emptyFields);
  const arrived = (await mailboxMessages()).find(({ message }) => message.subject === values.subject);
  expect(arrived?.message, 'the message is in the local mailbox').toMatchObject({
    ...values,
    message: expect.stringMatching(/^Hello!\r?\nCould we talk/),
  });
  // Read: the mailbox holds a bounded number of messages, and each run sends one per engine.
  await rm(arrived!.file);
  expect(await page.problems()).toEqual([]);
}

async function mailboxMessages(): Promise<{ file: string; message: Record<string, string> }[]> {
  const dir = path.resolve(MAILBOX_DIR);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).map((file) => path.join(dir, file));
  return Promise.all(
    files.map(async (file) => ({ file, message: JSON.parse(await readFile(file, 'utf8')) as Record<string, string> })),
  );
}
