import {
  contact,
  feedback,
  footerMenu,
  freelance,
  headerMenu,
  owner,
  projects,
  projectsSection,
  techStack,
} from '../../src/placeholder/site';
import { menuTitle, tokenColour } from '../support/content';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('without JavaScript every heading, text, image and link is on the page', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  for (const title of [techStack.title, projectsSection.title, feedback.title, contact.title, freelance.headline]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
  }
  for (const item of techStack.items)
    await expect(page.locator('[data-tech-list]').getByText(item.title, { exact: true })).toBeAttached();
  for (const project of projects) await expect(page.getByText(project.text)).toBeAttached();
  for (const slide of feedback.slides) await expect(page.getByText(slide.text)).toBeAttached();
  await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
  await expect(page.getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const item of footerMenu)
    await expect(footer.getByRole('link', { name: item.title })).toHaveAttribute('href', `#${item.target}`);
  for (const item of headerMenu) await expect(page.locator(`#${item.target}`)).toBeAttached();
});

test('without JavaScript the page is fully styled by its inline stylesheet, requesting none but the one for print', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('./');
  await expect(page.locator('body')).toHaveCSS('background-color', await tokenColour(page, 'bg'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Poppins/);
  await expect(page.locator('#home')).toHaveCSS('min-height', '900px');
  const printOnly = await page
    .locator('link[rel="stylesheet"][media="print"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(printOnly).toHaveLength(1);
  expect(stylesheets.filter((sheet) => !printOnly.includes(sheet))).toEqual([]);
});

test('without JavaScript the menu anchors still jump to their sections', async ({ page }) => {
  await page.goto('./');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: menuTitle(footerMenu, 'projects') })
    .click();
  await expect(page.locator('#projects')).toBeInViewport();
});

test('the prerendered page holds the contact form and no inline script the CSP would block', async ({
  page,
  request,
}) => {
  await page.goto('./#contacts');
  for (const field of Object.values(contact.fields))
    await expect(page.getByLabel(field.label, { exact: true })).toBeVisible();
  const html = await (await request.get('./')).text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)];
  expect(inlineScripts.map((match) => match[0])).toEqual([]);
});
