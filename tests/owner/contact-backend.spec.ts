/**
 * The contact form with WHATEVER back-end the owner's content names (`services.contactForm`;
 * docs/contact.md): the service faked with page.route, answering as it documents a success and a
 * refusal, the visitor seeing each with their words kept; the prerendered form posting to that
 * service without script; and the page's policy allowing that service and no other. With no form
 * (`mailto`, or EmailJS without keys, as `npm run build:owner` is made) the page offers the owner's
 * address instead; EmailJS with keys (her deploy's build) shows the form the template's e2e sends.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import type { ContactBackend, Services } from '../../src/contentShape/services';
import { contactFieldNames, type ContactFieldName } from '../../src/contact/sending/fields';
import { expect, test } from '../e2e/fixtures';
import { ownerOutDir } from '../servers';
import { ownerContent, ownerLanguages } from '../support/ownerPages';

const backend: ContactBackend = (ownerContent as { services?: Services }).services?.contactForm ?? {
  backend: 'emailjs',
};
const language = ownerLanguages[0]!;
const { contact, owner, formMessages } = language.content;
const mainPageHtml = readFileSync(path.join(ownerOutDir, language.path, 'index.html'), 'utf8');

const message: Record<ContactFieldName, string> = {
  user_name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about your work',
  message: 'Hello!\nCould we talk?',
};

/** A service as the page reaches it: which requests are its, and its documented answers. */
interface FakeService {
  origin: string | null;
  /** Whether the service takes posts at this address. */
  at: (url: URL) => boolean;
  success: (route: Route) => Promise<void>;
  refusal: (route: Route) => Promise<void>;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Formspree, Web3Forms or Netlify as the content names it; EmailJS and mailto show no form here. */
function fakeOf(contactForm: ContactBackend): FakeService | undefined {
  switch (contactForm.backend) {
    case 'formspree':
      return {
        origin: 'https://formspree.io',
        at: (url) => url.href === `https://formspree.io/f/${contactForm.formId}`,
        success: json(200, { ok: true, next: 'https://formspree.io/thanks' }),
        refusal: json(422, { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }] }),
      };
    case 'web3forms':
      return {
        origin: 'https://api.web3forms.com',
        at: (url) => url.href === 'https://api.web3forms.com/submit',
        success: json(200, { success: true, message: 'Email sent successfully!' }),
        refusal: json(400, { success: false, message: 'Invalid Access Key' }),
      };
    case 'netlify':
      return {
        origin: null,
        // Netlify takes the form's post at the page's own address.
        at: (url) => url.pathname.endsWith(`/${language.path}`),
        success: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thank you</p>' }),
        refusal: (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
      };
    default:
      return undefined;
  }
}

const fake = fakeOf(backend);
/** EmailJS shows its form once the build had its keys (the deploy's build): its sending is the template's e2e's. */
const emailjsForm = backend.backend === 'emailjs' && /<form\b/.test(mainPageHtml);
const form = (page: Page) => page.getByRole('form', { name: contact.title });
const field = (page: Page, name: ContactFieldName) =>
  form(page).getByLabel(contact.fields[name].label, { exact: true });

/** The page's policy, as its meta tag gives it, by directive. */
function policyOf(html: string): Map<string, string> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return new Map(
    content
      .replace(/&#39;/g, "'")
      .split('; ')
      .map((part) => [part.slice(0, part.indexOf(' ')), part.slice(part.indexOf(' ') + 1)]),
  );
}

// Each content has the tests of its own case: a form sending to a service, or none (below).
if (fake)
  test.describe(`the contact form sending to ${backend.backend}`, () => {
    test.use({ allowPageErrors: true });

    async function openAndFill(page: Page) {
      await page.goto(`./${language.path}#contacts`);
      await expect(form(page)).toHaveJSProperty('noValidate', true);
      for (const name of contactFieldNames) await field(page, name).fill(message[name]);
    }

    test('a refusal keeps every word and says why; the retry the service accepts clears the form', async ({ page }) => {
      let answer = fake!.refusal;
      const sent: Request[] = [];
      await page.route(fake!.at, (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        sent.push(route.request());
        return answer(route);
      });
      await openAndFill(page);
      await form(page).getByRole('button', { name: contact.submitLabel }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(formMessages.configuration);
      for (const name of contactFieldNames) await expect(field(page, name)).toHaveValue(message[name]);

      answer = fake!.success;
      await alert.getByRole('button', { name: contact.retryLabel }).click();
      await expect(page.getByText(contact.sentMessage)).toBeVisible();
      for (const name of contactFieldNames) await expect(field(page, name)).toHaveValue('');

      expect(sent).toHaveLength(2);
      const body = sent[0]!.postData() ?? '';
      expect(body, 'the visitor’s address went out').toContain(
        backend.backend === 'netlify' ? encodeURIComponent(message.email) : message.email,
      );
    });

    test('without script the prerendered form posts to the service, and the policy allows that service alone', () => {
      const formTag = /<form\b[^>]*>/.exec(mainPageHtml)?.[0] ?? '';
      expect(formTag).toMatch(/method="post"/);
      if (backend.backend === 'netlify') {
        expect(formTag).not.toMatch(/\baction=/);
        expect(formTag).toMatch(/data-netlify="true"/);
        const name = /\bname="([^"]+)"/.exec(formTag)?.[1];
        expect(name).toBe(backend.formName ?? 'contact');
        const honeypot = /netlify-honeypot="([^"]+)"/.exec(formTag)?.[1];
        expect(mainPageHtml).toContain(`name="${honeypot}"`);
        expect(mainPageHtml).toMatch(new RegExp(`<input type="hidden" name="form-name" value="${name}"/>`));
      } else {
        expect(formTag).toContain(`action="${fake!.origin}/`);
      }
      if (backend.backend === 'web3forms')
        expect(mainPageHtml).toContain(`<input type="hidden" name="access_key" value="${backend.accessKey}"/>`);

      const policy = policyOf(mainPageHtml);
      const others = ['https://api.emailjs.com', 'https://formspree.io', 'https://api.web3forms.com', 'mailto:'];
      const own = fake!.origin ? ` ${fake!.origin}` : '';
      expect(policy.get('form-action')).toBe(`'self'${own}`);
      for (const origin of others.filter((other) => other !== fake!.origin))
        expect(policy.get('connect-src'), origin).not.toContain(origin);
      if (fake!.origin) expect(policy.get('connect-src')).toContain(fake!.origin);
      const headers = readFileSync(path.join(ownerOutDir, '_headers'), 'utf8');
      expect(headers, 'the host file’s policy agrees').toContain(`form-action 'self'${own};`);
    });
  });

// EmailJS with its keys has its form, which tests/e2e/contact.spec.ts sends.
if (!fake && !emailjsForm)
  test(`with no form (${backend.backend}) the page offers the owner’s address instead`, async ({ page }) => {
    await page.goto(`./${language.path}#contacts`);
    await expect(form(page)).toHaveCount(0);
    await expect(page.locator('#contacts').getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${owner.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?subject=`),
    );
    // EmailJS's form, once it has keys, posts to the mail app without script; `mailto` has no form.
    const policy = policyOf(mainPageHtml);
    expect(policy.get('form-action')).toBe(backend.backend === 'emailjs' ? "'self' mailto:" : "'self'");
    for (const origin of ['https://formspree.io', 'https://api.web3forms.com'])
      expect(policy.get('connect-src'), origin).not.toContain(origin);
  });
