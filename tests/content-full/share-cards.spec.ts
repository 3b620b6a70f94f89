/**
 * Each language's page links a share card of its own (its name and role in its words and font), in its
 * folder: the card is there, a PNG of the size the head declares.
 */
import { site } from '../fixtures/content-full/site';
import { expect, test } from '../e2e/fixtures';
import { subpathBase } from '../servers';
import { fixtureLanguages } from '../support/fixtureLanguages';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's width and height, from its IHDR chunk, the first after the signature. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('each language\u2019s page links its own share card, a PNG of the declared size', async ({ page, request }) => {
  const cards: Buffer[] = [];
  for (const language of fixtureLanguages) {
    await page.goto(`./${language.path}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, language.lang).toBe(
      new URL(`${subpathBase}${language.path}${site.shareImage.path}`, site.origin).href,
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    const response = await request.get(new URL(new URL(image!).pathname, page.url()).href);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    const bytes = await response.body();
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${image} is a PNG`).toBe(true);
    const declared = {
      width: Number(await page.locator('meta[property="og:image:width"]').getAttribute('content')),
      height: Number(await page.locator('meta[property="og:image:height"]').getAttribute('content')),
    };
    expect(pngSize(bytes), image!).toEqual(declared);
    cards.push(bytes);
  }
  expect(new Set(cards.map((bytes) => bytes.toString('base64'))).size, 'each language draws a card of its own').toBe(
    fixtureLanguages.length,
  );
});
