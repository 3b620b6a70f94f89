import { createHash } from 'node:crypto';
import { contact, headerMenu } from '../../src/placeholder/site';
import { menuTitle } from '../support/content';
import { watchCspViolations } from '../support/cspViolations';
import { scrollThrough } from '../support/scrollThrough';
import { expect, test } from './fixtures';
import { sceneBrowser, waitForPhotoPlane, withScene } from './scene-helpers';

test.use(sceneBrowser);

test('the built page carries a strict Content-Security-Policy', async ({ page }) => {
  await page.goto('./');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  const inlineScripts = await page.locator('script:not([src]):not([type="application/ld+json"])').count();
  expect(inlineScripts, 'no inline script to allow').toBe(0);
});

test('the inline stylesheet is allowed by its hash, and nothing else inline is', async ({ request }) => {
  const html = await (await request.get('./')).text();
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
  expect(styles).toHaveLength(1);
  const policy =
    /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? '';
  const hash = createHash('sha256')
    .update(styles[0] ?? '')
    .digest('base64');
  expect(policy).toContain(`'sha256-${hash}'`);
  expect(policy.match(/'sha256-/g)).toHaveLength(2);
});

test('no CSP violation while the page loads and is scrolled through at 1440 px', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('./');
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await violations()).toEqual([]);
});

test('no CSP violation while the mobile menu is used at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const violations = await watchCspViolations(page);
  await page.goto('./');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: menuTitle(headerMenu, 'feedback'), exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#feedback')).toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('no CSP violation while the 3D scene loads and draws at 1440 px', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto(withScene());
  await waitForPhotoPlane(page);
  await page.mouse.move(400, 300);
  await page.mouse.move(900, 500, { steps: 5 });
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('no CSP violation while a message is sent from the contact form', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.route('**/api/v1.0/email/send-form', (route) => route.fulfill({ status: 200, body: 'OK' }));
  await page.goto('./#contacts');
  const form = page.getByRole('form', { name: contact.title });
  await expect(form).toHaveJSProperty('noValidate', true);
  const { fields } = contact;
  await form.getByLabel(fields.user_name.label, { exact: true }).fill('Ada Lovelace');
  await form.getByLabel(fields.email.label, { exact: true }).fill('ada@example.com');
  await form.getByLabel(fields.subject.label, { exact: true }).fill('Hello');
  await form.getByLabel(fields.message.label, { exact: true }).fill('A short note.');
  await form.getByRole('button', { name: contact.submitLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: contact.sentMessage })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('the watch itself', () => {
  test.use({ allowPageErrors: true });

  test('a violation would be seen: an inline script injected by the test is blocked and reported', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('./');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    await expect.poll(violations).toContainEqual(expect.stringMatching(/script-src/));
    await expect(page.locator('body')).not.toHaveAttribute('data-injected', 'ran');
  });
});
