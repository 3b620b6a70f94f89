// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contact, formMessages, languages, owner } from '@/placeholder/site';
import ContactForm from '@/contact/form/ContactForm';
import { contactFieldNames, type ContactFields } from '@/contact/sending/fields';
import { describeSendFailure } from '@/contact/sending/sendErrors';
import { sendMessage } from '@/contact/sending/sendMessage';
import { validateField } from '@/contact/sending/validation';
import '../../support/dom';
import { asPage } from '../../support/asPage';

const words = { text: asPage(formMessages), lang: languages.default.lang };

// The send service, mocked where the form meets it: no EmailJS, no network.
vi.mock('@/contact/sending/sendMessage', () => ({ sendMessage: vi.fn(), preloadMailer: vi.fn() }));
const send = vi.mocked(sendMessage);

const letter: ContactFields = {
  user_name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about your work',
  message: 'Could we talk about an analytical engine UI?',
};

const field = (name: keyof ContactFields) =>
  screen.getByLabelText(contact.fields[name].label, { exact: true }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: contact.submitLabel });

/** The form, once its messages have come (they load with it: contact/form/formWords.ts). */
async function renderForm() {
  await act(async () => {
    render(
      <Suspense>
        <ContactForm />
      </Suspense>,
    );
  });
  await screen.findByRole('button', { name: contact.submitLabel });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<ContactFields> = letter) {
  for (const [name, value] of Object.entries(values)) await user.type(field(name as keyof ContactFields), value);
}

// The form validates and sends asynchronously after a click: each test waits for what the visitor
// would see next (findBy…, waitFor) before reading the rest.

// Each test is a visitor's first visit: no send of an earlier test holds this one back.
beforeEach(() => {
  localStorage.clear();
  send.mockReset();
});

describe('the contact form', () => {
  it('explains every empty field under its label, focuses the first one and sends nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(submit());
    for (const name of contactFieldNames) {
      const explanation = await screen.findByText(validateField(name, '', contact.fields[name].label, words)!);
      expect(field(name).getAttribute('aria-invalid'), name).toBe('true');
      expect(explanation.id).toBe(field(name).getAttribute('aria-describedby'));
    }
    await waitFor(() => expect(document.activeElement).toBe(field(contactFieldNames[0]!)));
    expect(send).not.toHaveBeenCalled();
  });

  it('names a malformed e-mail address and sends nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillIn(user, { ...letter, email: 'not-an-address' });
    await user.click(submit());
    expect(
      await screen.findByText(validateField('email', 'not-an-address', contact.fields.email.label, words)!),
    ).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
    expect(send).not.toHaveBeenCalled();
  });

  it('on success sends the form once, clears every field and announces it', async () => {
    send.mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderForm();
    await fillIn(user);
    await user.click(submit());
    const note = await screen.findByText(contact.sentMessage);
    expect(screen.getByRole('status').textContent).toBe(contact.sentMessage);
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toBe(screen.getByRole('form', { name: contact.title }));
    for (const name of contactFieldNames) expect(field(name).value, name).toBe('');
  });

  it('while sending, says so and keeps the fields read-only so nothing typed is lost', async () => {
    let finish: () => void = () => {};
    send.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    await renderForm();
    await fillIn(user);
    await user.click(submit());
    const sending = (await screen.findByRole('button', { name: contact.sendingLabel })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    for (const name of contactFieldNames) expect(field(name).readOnly, name).toBe(true);
    finish();
    expect(await screen.findByText(contact.sentMessage)).toBeDefined();
  });

  it.each([
    ['the service limits the rate', { status: 429, text: 'Too Many Requests' }],
    ['the network fails', new TypeError('Failed to fetch')],
    ['the service is down', { status: 503, text: 'Service Unavailable' }],
  ])('when %s, keeps every word, names the cause and offers a retry and the owner\u2019s address', async (_, error) => {
    send.mockRejectedValue(error);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderForm();
    await fillIn(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(describeSendFailure(error, true, words).message)).toBeDefined();
    for (const name of contactFieldNames) expect(field(name).value, name).toBe(letter[name]);
    expect(within(alert).getByRole('button', { name: contact.retryLabel })).toBeDefined();
    expect(within(alert).getByRole('link', { name: owner.email }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${owner.email}\\?`),
    );
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('sends again from the retry button after a failure', async () => {
    send.mockRejectedValueOnce({ status: 500, text: 'Internal Server Error' }).mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderForm();
    await fillIn(user);
    await user.click(submit());
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: contact.retryLabel }));
    expect(await screen.findByText(contact.sentMessage)).toBeDefined();
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });
});
