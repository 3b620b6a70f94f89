import path from 'node:path';
import * as fixture from '../fixtures/content-full/site';
import { interfaceText, languages, owner, resume } from '../fixtures/content-full/site';
import { fixtureLanguages } from '../support/fixtureLanguages';
import { formatFileSize } from '../../src/language/formatFileSize';
import { formatMessage } from '../../src/language/formatMessage';
import { subpathBase } from '../servers';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { asPage } from '../support/asPage';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The résumé link: its text is the label, the type and a size the test checks against the file. */
const linkName = new RegExp(`^${escaped(resume.label)} \\(PDF, [\\d.]+ [kM]B\\)`);
const heroLink = (page: Page) => page.locator('#home').getByRole('link', { name: linkName });

test('the résumé is offered in the hero and the footer, opening the PDF in a new tab', async ({ page }) => {
  await page.goto('./');
  const links = [heroLink(page), page.getByRole('contentinfo').getByRole('link', { name: linkName })];
  for (const link of links) {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^${subpathBase}assets/${resume.cv!.fileName}-[0-9a-f]+\\.pdf$`),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const [tab] = await Promise.all([page.context().waitForEvent('page'), links[0]!.click()]);
  expect(new URL(tab.url()).pathname).toMatch(new RegExp(`^${subpathBase}assets/${resume.cv!.fileName}-`));
});

test('the résumé link resolves under the base path to the CV written from the content, its size in the text', async ({
  page,
  request,
}) => {
  await page.goto('./');
  const link = heroLink(page);
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { lang } = languages.default;
  const size = formatFileSize(pdf.length, lang);
  await expect(link).toContainText(
    formatMessage(asPage(interfaceText).resumeFile, { label: resume.label, size }, lang),
  );
});

test('resume.json is served beside the page, the owner named in it', async ({ request }) => {
  const response = await request.get(`${subpathBase}resume.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect((await response.json()).basics.name).toBe(owner.name);
});

test('the mobile menu offers the résumé too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: linkName })).toBeVisible();
});

for (const language of fixtureLanguages.slice(1)) {
  test(`the ${language.lang} page offers its own résumé, its size written as ${language.lang} writes it, and its resume.json`, async ({
    page,
    request,
  }) => {
    await page.goto(language.path);
    const { resume: words } = fixture.languages.others.find((other) => other.lang === language.lang)!.words;
    const link = page.locator('#home').locator('a[type="application/pdf"]');
    // Its own PDF when its words name one; else the CV the build writes in the language.
    const fileName = words!.src ? path.basename(words!.src, '.pdf') : `${resume.cv!.fileName}-${language.lang}`;
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^${subpathBase}assets/${escaped(fileName)}-[0-9a-f]+\\.pdf$`),
    );
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await response.body();
    const size = formatFileSize(pdf.length, language.lang);
    const { resumeFile } = language.content.interfaceText;
    await expect(link).toContainText(formatMessage(resumeFile, { label: words!.label, size }, language.lang));

    const json = await request.get(`${subpathBase}${language.path}resume.json`);
    expect(json.status()).toBe(200);
    expect((await json.json()).basics.name).toBe(language.content.owner.name);
  });
}
