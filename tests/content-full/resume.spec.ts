import { readFileSync } from 'node:fs';
import { resume } from '../fixtures/content-full/site';
import { fileSize } from '../../src/ui/fileSize';
import { subpathBase } from '../servers';
import { expect, test } from '../e2e/fixtures';

const pdf = readFileSync(new URL(`../fixtures/content-full/${resume.src}`, import.meta.url));
const linkText = `${resume.label} (PDF, ${fileSize(pdf.length)})`;

test('the résumé is offered in the hero and the footer, opening the PDF in a new tab', async ({ page }) => {
  await page.goto('./');
  const links = [page.locator('#home').getByRole('link', { name: linkText }), page.getByRole('contentinfo').getByRole('link', { name: linkText })];
  for (const link of links) {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`^${subpathBase}assets/cv-[0-9a-f]+\\.pdf$`));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const [tab] = await Promise.all([page.context().waitForEvent('page'), links[0]!.click()]);
  expect(new URL(tab.url()).pathname).toMatch(new RegExp(`^${subpathBase}assets/cv-`));
});

test('the résumé link resolves under the base path to the very PDF the content names', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('#home').getByRole('link', { name: linkText }).getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await response.body(), pdf)).toBe(0);
});

test('the mobile menu offers the résumé too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: linkText })).toBeVisible();
});
