import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contact } from '../../src/placeholder/site';
import { expect, test } from './fixtures';

/**
 * axe-core over the whole page: every rule it has (WCAG 2.x A/AA and best practices), no exceptions.
 * Reduced motion shows every animated block in its final state, so contrast is judged on what stays.
 */
test.use({ reducedMotion: 'reduce' });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

for (const width of [360, 768, 1440]) {
  test(`no axe violations at ${width} px with the menu closed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./');
    await expectNoViolations(page);
  });
}

test('no axe violations with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page);
});

for (const width of [360, 1440]) {
  test(`no axe violations at ${width} px with the contact form showing its errors`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./#contacts');
    const form = page.getByRole('form', { name: contact.title });
    // The form's script arrives after first paint; wait until React has taken the form over.
    await expect(form).toHaveJSProperty('noValidate', true);
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByLabel(contact.fields.user_name.label, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByLabel(contact.fields.message.label, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page);
  });
}
