import { owner, site } from '../../src/placeholder/site';
import { tokenColour } from '../support/content';
import { subpathBase, subpathPort } from '../servers';
import { expect, test } from './fixtures';

test('the page tells search engines and link previews who it is', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveTitle(site.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/', site.origin).href);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new URL(site.shareImage.path, site.origin).href,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const person: unknown = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(person).toMatchObject({ '@type': 'Person', name: owner.name, jobTitle: owner.role });
});

test('the share image, favicon and touch icon are served', async ({ page, request }) => {
  await page.goto('./');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const url of [icon, touchIcon, `/${site.shareImage.path}`]) {
    const response = await request.get(url ?? 'missing');
    expect(response.status(), url ?? 'missing').toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }
});

test('robots.txt lets crawlers in and names the sitemap, which lists the page', async ({ request }) => {
  const robots = await (await request.get('robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${new URL('sitemap.xml', site.origin).href}`);
  const sitemap = await (await request.get('sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${new URL('/', site.origin).href}</loc>`);
});

test('the 404 page looks like the site and leads back to it', async ({ page }) => {
  await page.goto('./404.html');
  await expect(page).toHaveTitle(new RegExp(site.notFound.title));
  await expect(page.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(await tokenColour(page, 'bg'));
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Poppins'))).toBe(true);
  await page.getByRole('link', { name: site.notFound.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
});

test.describe('under a sub-path', () => {
  const root = `http://127.0.0.1:${subpathPort}${subpathBase}`;

  test('canonical, share image, sitemap and the 404 link all carry the base path', async ({ page, request }) => {
    await page.goto(root);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(subpathBase, site.origin).href);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new URL(`${subpathBase}${site.shareImage.path}`, site.origin).href,
    );
    expect(await (await request.get(`${root}robots.txt`)).text()).toContain(`${subpathBase}sitemap.xml`);
    await page.goto(`${root}404.html`);
    await expect(page.getByRole('link', { name: site.notFound.link })).toHaveAttribute('href', subpathBase);
  });
});
