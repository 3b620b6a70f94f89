import { EMAILJS_ORIGIN } from '../../src/siteServices/origins';
import { contact } from '../../src/placeholder/site';
import { testOutDir } from '../servers';
import { watchCspViolations } from '../support/cspViolations';
import { hostServers, type HostServer } from '../support/hostServers';
import { expect, test } from './fixtures';

// The contact form under the header policy of real nginx and Caddy, with the configurations the
// local-mailbox build wrote (scripts/lib/hosts/): that build has the form (it sends to its own origin),
// and is served at '/'. No message leaves the machine: Playwright answers every send.

const SEND_FORM = '/api/v1.0/email/send-form';

for (const [name, start] of Object.entries(hostServers)) {
  test.describe(`${name} with the build's configuration`, () => {
    let server: HostServer;
    test.beforeAll(async () => {
      server = await start(testOutDir, '/');
    });
    test.afterAll(() => server?.stop());

    test('Chromium finds no policy violation while the form is opened, refused, filled and sent', async ({ page }) => {
      const violations = await watchCspViolations(page);
      let sends = 0;
      await page.route(`${server.origin}${SEND_FORM}`, (route) => {
        sends += 1;
        return route.fulfill({ status: 200, body: 'OK' });
      });
      const response = await page.goto(`${server.origin}/#contacts`);
      expect(response!.headers()['content-security-policy'], 'the page is under the header policy').toContain(
        "frame-ancestors 'none'",
      );
      const form = page.getByRole('form', { name: contact.title });
      await expect(form).toHaveJSProperty('noValidate', true);
      const field = (fieldName: keyof typeof contact.fields) =>
        form.getByLabel(contact.fields[fieldName].label, { exact: true });
      const submit = form.getByRole('button', { name: contact.submitLabel });

      // The first focus loads EmailJS's module; an empty submit shows the errors.
      await field('user_name').focus();
      await submit.click();
      await expect(field('user_name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('user_name')).toBeFocused();

      await field('user_name').pressSequentially('Ada Lovelace');
      await field('email').pressSequentially('ada@example.com');
      await field('subject').fill('Hello');
      await field('message').fill('A short note.');
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: contact.sentMessage })).toBeVisible();
      expect(sends, 'the send reached the network, allowed by connect-src').toBe(1);
      expect(await violations()).toEqual([]);
    });

    test('the header policy lets a page connect to EmailJS, where a build with keys sends', async ({ page }) => {
      const violations = await watchCspViolations(page);
      await page.route(`${EMAILJS_ORIGIN}/**`, (route) =>
        route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': server.origin } }),
      );
      await page.goto(`${server.origin}/`);
      const status = await page.evaluate(
        async (url) => (await fetch(url, { method: 'POST', body: new FormData() })).status,
        `${EMAILJS_ORIGIN}${SEND_FORM}`,
      );
      expect(status).toBe(200);
      expect(await violations()).toEqual([]);
    });
  });
}
