import { writeFile } from 'node:fs/promises';
import { feedback, owner, projects } from '../../src/placeholder/site';
import { readPdf } from '../support/pdfText';
import { expect, test } from './fixtures';
import { sceneBrowser, waitForPhotoPlane } from './scene-helpers';

test.use(sceneBrowser);

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

test('printed while the scene runs, the page has no canvas, poster or form, and the photo, every project and every quote', async ({
  page,
}, testInfo) => {
  await page.goto('./?scene=software');
  await waitForPhotoPlane(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('canvas')).toBeHidden();
  await expect(page.locator('[data-hero-poster]')).toBeHidden();
  await expect(page.locator('#contacts form')).toBeHidden();
  await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
  await expect(page.locator('[data-hero-photo]')).toHaveCSS('opacity', '1');

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await writeFile(testInfo.outputPath('printed.pdf'), pdf);
  const text = oneLine((await readPdf(pdf)).text);
  for (const project of projects) expect(text, project.title).toContain(oneLine(project.text));
  for (const slide of feedback.slides) expect(text, slide.userName).toContain(oneLine(slide.text));
  expect(text).toContain(owner.email);
});
