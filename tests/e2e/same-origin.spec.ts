import { expect, test } from './fixtures';

test('the page requests nothing from another origin, fonts included', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('./');
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  const fontFamilies = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
  );
  expect(fontFamilies.some((family) => family.includes('Poppins'))).toBe(true);
});
