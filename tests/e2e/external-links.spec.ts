import { expect, test } from './fixtures';

test('every link to another site opens safely: rel="noopener noreferrer"', async ({ page, baseURL }) => {
  await page.goto('./');
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: (anchor as HTMLAnchorElement).href, rel: anchor.getAttribute('rel') ?? '' })),
    );
  const ours = new URL(baseURL!).origin;
  const external = links.filter(({ href }) => /^https?:/.test(href) && new URL(href).origin !== ours);
  expect(external.length).toBeGreaterThan(0);
  for (const { href, rel } of external) {
    expect(rel.split(/\s+/), href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
});
