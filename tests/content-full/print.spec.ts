import { writeFile } from 'node:fs/promises';
import { feedback, projects } from '../fixtures/content-full/site';
import { readPdf } from '../support/pdfText';
import { expect, test } from '../e2e/fixtures';

/** The most A4 pages the fixture's page may print on (it printed on five when this was written). */
const MOST_PAGES = 6;

test('the page prints like a CV: every project and quote, link addresses, no form, within the pages', async ({ page }, testInfo) => {
  await page.goto('./');
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await writeFile(testInfo.outputPath('printed.pdf'), pdf);
  const printed = await readPdf(pdf);
  const text = printed.text.replace(/\s+/g, ' ');

  for (const project of projects) expect(text, project.title).toContain(project.title);
  for (const slide of feedback.slides) expect(text, slide.userName).toContain(slide.text);
  const linked = projects.find((project) => project.hrefLive !== '#')!;
  expect(text.replace(/\s/g, '')).toContain(`(${linked.hrefLive})`);
  await expect(page.locator('form, header, [data-hero-poster]').first()).toBeHidden();
  expect(printed.pages).toBeLessThanOrEqual(MOST_PAGES);
});
