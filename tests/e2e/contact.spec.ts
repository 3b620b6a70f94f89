import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { formatMessage } from '../../src/language/formatMessage';
import { contact, formMessages, languages, owner } from '../../src/placeholder/site';
import { subpathBase, subpathPort } from '../servers';
import { expect, test } from './fixtures';
import { asPage } from '../support/asPage';

const SEND_FORM = '**/api/v1.0/email/send-form';
type FieldName = keyof typeof contact.fields;
const message: Record<FieldName, string> = {
  user_name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about your work',
  message: 'Hello!\nCould we talk about an analytical engine UI?',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const form = (page: Page) => page.getByRole('form', { name: contact.title });
/** A field of the form, found by the label the content gives it. */
const field = (page: Page, name: FieldName) => form(page).getByLabel(contact.fields[name].label, { exact: true });
const sentNote = (page: Page) => page.getByText(contact.sentMessage);
/** The message an empty field is explained with. */
const required = (fieldLabel: string) =>
  formatMessage(asPage(formMessages).required, { fieldLabel }, languages.default.lang);
const mailtoOfMessage = `mailto:${owner.email}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.message.replace(/\n/g, '\r\n'))}`;

async function fillForm(page: Page, values: Record<FieldName, string> = message) {
  for (const [name, value] of Object.entries(values)) await field(page, name as FieldName).fill(value);
}

async function expectValuesKept(page: Page, values: Record<FieldName, string> = message) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, name as FieldName)).toHaveValue(value);
}

async function multipartFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer()!), {
    headers: { 'content-type': request.headers()['content-type']! },
  });
  const data = await body.formData();
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

/** Answers every send with 200 OK, counting them in `count`. */
async function acceptSends(page: Page): Promise<{ count: number }> {
  const sends = { count: 0 };
  await page.route(SEND_FORM, (route) => {
    sends.count += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  return sends;
}

async function openForm(page: Page) {
  await page.goto('./#contacts');
  await expect(form(page)).toBeVisible();
  // The form's script arrives after first paint; wait until React has taken the form over.
  await expect(form(page)).toHaveJSProperty('noValidate', true);
}

test('a sent message carries exactly the eight spec fields, clears the form and says so', async ({ page }) => {
  const requests: Request[] = [];
  await page.route(SEND_FORM, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await openForm(page);
  await fillForm(page);
  await form(page).getByRole('button', { name: contact.submitLabel }).click();

  const success = sentNote(page);
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: contact.sentMessage })).toBeVisible();
  for (const name of Object.keys(message) as FieldName[]) await expect(field(page, name)).toHaveValue('');

  expect(requests).toHaveLength(1);
  const fields = await multipartFields(requests[0]!);
  expect(Object.keys(fields).sort()).toEqual([
    'email',
    'lib_version',
    'message',
    'service_id',
    'subject',
    'template_id',
    'user_id',
    'user_name',
  ]);
  // Form submission encodes a textarea's line breaks as CRLF.
  expect({ ...fields, message: fields.message!.replace(/\r\n/g, '\n') }).toMatchObject({
    user_name: message.user_name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    lib_version: '4.3.3',
  });
});

test('empty or wrong fields are explained inline and the first one gets focus', async ({ page }) => {
  const sends = await acceptSends(page);
  await openForm(page);
  await field(page, 'email').fill('not-an-address');
  await form(page).getByRole('button', { name: contact.submitLabel }).click();

  const name = field(page, 'user_name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(required(contact.fields.user_name.label));
  await expect(field(page, 'email')).toHaveAccessibleDescription(/e-mail address like name@example.com/);
  await expect(field(page, 'message')).toHaveAccessibleDescription(required(contact.fields.message.label));
  expect(sends.count).toBe(0);
});

const failures: [string, number, RegExp][] = [
  ['403 Forbidden', 403, /blocked this message/],
  ['429 Too Many Requests', 429, /Wait 10 seconds/],
  ['451 headless browser blocked', 451, /automated \(headless\) browsers/],
  ['500 service down', 500, /having trouble right now/],
];

test.describe('a failed send keeps every word and says why', () => {
  test.use({ allowPageErrors: true });

  // One form, sent again after each refusal: the service's answer reaches the visitor whatever it is.
  test(`each refusal: ${failures.map(([title]) => title).join(', ')}`, async ({ page, pageProblems }) => {
    let status = 0;
    await page.route(SEND_FORM, (route) => route.fulfill({ status, body: 'error' }));
    await openForm(page);
    await fillForm(page);
    for (const [title, refusal, explanation] of failures) {
      await test.step(title, async () => {
        status = refusal;
        await form(page).getByRole('button', { name: contact.submitLabel }).click();
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(explanation);
        await expect(alert).toBeFocused();
        await expect(alert.getByRole('button', { name: contact.retryLabel })).toBeVisible();
        await expect(
          alert.getByRole('link', { name: owner.email }),
          'the e-mail link carries the letter',
        ).toHaveAttribute('href', mailtoOfMessage);
        await expectValuesKept(page);
      });
    }
    expect(pageProblems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);
  });

  test('network error (request aborted), then a retry that succeeds', async ({ page }) => {
    let attempts = 0;
    await page.route(SEND_FORM, (route) => {
      attempts += 1;
      return attempts === 1 ? route.abort('failed') : route.fulfill({ status: 200, body: 'OK' });
    });
    await openForm(page);
    await fillForm(page);
    await form(page).getByRole('button', { name: contact.submitLabel }).click();
    await expect(page.getByRole('alert')).toContainText(/network error/);
    await expectValuesKept(page);

    await page.getByRole('alert').getByRole('button', { name: contact.retryLabel }).click();
    await expect(sentNote(page)).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('offline', async ({ page, context }) => {
    await openForm(page);
    await fillForm(page);
    await field(page, 'user_name').focus();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await form(page).getByRole('button', { name: contact.submitLabel }).click();
    await expect(page.getByRole('alert')).toContainText(/offline/);
    await expectValuesKept(page);
  });
});

test('a double click sends one message', async ({ page }) => {
  let sent = 0;
  await page.route(SEND_FORM, async (route) => {
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await openForm(page);
  await fillForm(page);
  await form(page).getByRole('button', { name: contact.submitLabel }).dblclick();
  await expect(sentNote(page)).toBeVisible();
  expect(sent).toBe(1);
});

test('the trap field is out of a visitor\u2019s and autofill\u2019s reach; filled by a script, it looks sent but sends nothing', async ({
  page,
}) => {
  const sends = await acceptSends(page);
  await openForm(page);
  await fillForm(page);
  const trap = page.getByLabel('Leave this empty');
  await expect(trap, 'read-only: no keystroke or autofill lands in it').not.toBeEditable();
  await trap.evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  await form(page).getByRole('button', { name: contact.submitLabel }).click();
  await expect(sentNote(page)).toBeVisible();
  expect(sends.count).toBe(0);
});

test('a reload restores the unsent draft', async ({ page }) => {
  await openForm(page);
  await fillForm(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('contact-draft'))).toContain('analytical engine');
  await page.reload();
  await expect(form(page)).toHaveJSProperty('noValidate', true);
  await expectValuesKept(page);
});

test('markup typed into the form is sent as text and never rendered', async ({ page }) => {
  const requests: Request[] = [];
  await page.route(SEND_FORM, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, body: 'OK' });
  });
  const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await openForm(page);
  await fillForm(page, { ...message, subject: markup, message: markup });
  await form(page).getByRole('button', { name: contact.submitLabel }).click();
  await expect(sentNote(page)).toBeVisible();
  const fields = await multipartFields(requests[0]!);
  expect(fields.subject).toBe(markup);
  expect(fields.message).toBe(markup);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('with no keys the local mailbox receives the message as a JSON file', async ({ page }) => {
  const subject = `Mailbox check ${Date.now()}`;
  await openForm(page);
  await fillForm(page, { ...message, subject });
  await form(page).getByRole('button', { name: contact.submitLabel }).click();
  await expect(sentNote(page)).toBeVisible();

  const dir = path.resolve(import.meta.dirname, '../../.mailbox');
  const saved = await Promise.all((await readdir(dir)).map((file) => readFile(path.join(dir, file), 'utf8')));
  const mine = saved
    .map((text) => JSON.parse(text) as Record<string, string>)
    .find((entry) => entry.subject === subject);
  expect(mine).toMatchObject({ user_name: message.user_name, email: message.email });
  expect(mine?.message.replace(/\r\n/g, '\n')).toBe(message.message);
});

test('a production build without keys offers the owner\u2019s address instead of a form', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${subpathPort}${subpathBase}#contacts`);
  await expect(form(page)).toHaveCount(0);
  await expect(page.locator('#contacts').getByRole('link', { name: owner.email })).toHaveAttribute(
    'href',
    new RegExp(
      `^mailto:${escapeRegExp(owner.email)}\\?subject=${escapeRegExp(encodeURIComponent(contact.mailtoSubject))}`,
    ),
  );
});

test('a second message within 10 s of a sent one is held back, saying how long to wait, with every word kept', async ({
  page,
}) => {
  const sends = await acceptSends(page);
  await openForm(page);
  await fillForm(page);
  await form(page).getByRole('button', { name: contact.submitLabel }).click();
  await expect(sentNote(page)).toBeVisible();

  const second: Record<FieldName, string> = {
    ...message,
    subject: 'One more thing',
    message: 'I forgot to ask about the schedule.',
  };
  await fillForm(page, second);
  await form(page).getByRole('button', { name: contact.submitLabel }).click();
  await expect(page.getByRole('alert')).toContainText(
    /went out a moment ago\. Wait ([1-9]|10) seconds?, then send this one/,
  );
  await expectValuesKept(page, second);
  expect(sends.count).toBe(1);
});

test.describe('with site data blocked (storage throws on access)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(
              `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
              'SecurityError',
            );
          },
        });
      }
    });
  });

  test('the message still goes out; only the draft is not kept', async ({ page }) => {
    const sends = await acceptSends(page);
    await openForm(page);
    await fillForm(page);
    await form(page).getByRole('button', { name: contact.submitLabel }).click();
    await expect(sentNote(page)).toBeVisible();
    expect(sends.count).toBe(1);
  });
});

test('the fields are read-only while a message is on its way, so nothing typed then is lost', async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(SEND_FORM, async (route) => {
    await answered;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await openForm(page);
  await fillForm(page);
  await form(page).getByRole('button', { name: contact.submitLabel }).click();
  await expect(form(page).getByRole('button', { name: contact.sendingLabel })).toBeDisabled();

  const messageField = field(page, 'message');
  for (const name of Object.keys(message) as FieldName[]) await expect(field(page, name)).not.toBeEditable();
  await messageField.focus();
  await page.keyboard.type(' P.S. one more line');
  await expect(messageField).toHaveValue(message.message);

  answer();
  await expect(sentNote(page)).toBeVisible();
  for (const name of Object.keys(message) as FieldName[]) await expect(field(page, name)).toBeEditable();
});

test('a saved draft fills only the fields still empty: words typed before the form\u2019s script arrived stay', async ({
  page,
}) => {
  const older = {
    user_name: 'Ada (draft)',
    email: 'draft@example.com',
    subject: 'Older subject',
    message: 'Older message',
  };
  await page.addInitScript((draft) => sessionStorage.setItem('contact-draft', JSON.stringify(draft)), older);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ContactForm-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('./#contacts');
  await field(page, 'subject').fill('Fresh subject');
  await field(page, 'message').fill('Fresh words typed before the script came');
  release();
  await expect(form(page)).toHaveJSProperty('noValidate', true);

  await expectValuesKept(page, {
    user_name: older.user_name,
    email: older.email,
    subject: 'Fresh subject',
    message: 'Fresh words typed before the script came',
  });
});

test.describe('the form\u2019s messages that never arrive', () => {
  test.use({ allowPageErrors: true });

  test('leave the form as prerendered, sending through the mail app, with the browser\u2019s own checks', async ({
    page,
  }) => {
    let requests = 0;
    await page.route('**/assets/en.form-*.js', (route) => {
      requests += 1;
      return route.abort('failed');
    });
    const warned = page.waitForEvent('console', (entry) => entry.text().includes('contact form messages did not load'));
    await page.goto('./#contacts');
    await warned;
    expect(requests, 'asked for again after it failed').toBeGreaterThan(1);
    await expect(form(page)).toHaveAttribute('action', `mailto:${owner.email}`);
    await expect(form(page)).toHaveJSProperty('noValidate', false);
    await field(page, 'subject').fill(message.subject);
    await expect(field(page, 'subject')).toHaveValue(message.subject);
  });
});

test.describe('a misconfigured EmailJS template', () => {
  test.use({ allowPageErrors: true });

  test('tells the visitor to write directly and shows EmailJS\u2019s own words in the console for the owner', async ({
    page,
  }) => {
    const emailjsText =
      'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates';
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 400, body: emailjsText }));
    const logged: string[] = [];
    page.on('console', (entry) => logged.push(entry.text()));
    await openForm(page);
    await fillForm(page);
    await form(page).getByRole('button', { name: contact.submitLabel }).click();
    await expect(page.getByRole('alert')).toContainText(/site is misconfigured/);
    await expect(page.getByRole('alert').getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      mailtoOfMessage,
    );
    expect(logged.join('\n')).toContain(`EmailJS answered 400: ${emailjsText}`);
  });
});
