import { expect, test } from './fixtures';

test('the go-to-top button appears only past 200 px and takes the visitor to the top', async ({ page }) => {
  await page.goto('./');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo({ top: 260, behavior: 'instant' }));
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(viewport.width - box!.x - box!.width)).toBe(30);
  expect(Math.round(viewport.height - box!.y - box!.height)).toBe(30);
  await expect(button).toHaveCSS('opacity', '0.3');

  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

for (const width of [360, 768, 1440]) {
  test(`at ${width} px, at the end of the page, the go-to-top button covers nothing of the footer's last line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    const buttonBox = (await button.boundingBox())!;
    const lastLine = page.getByRole('contentinfo').locator('p').last();
    const lineBoxes = await lastLine.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      return [...range.getClientRects()].map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
    });
    const overlaps = lineBoxes.filter(
      (line) =>
        line.left < buttonBox.x + buttonBox.width &&
        line.right > buttonBox.x &&
        line.top < buttonBox.y + buttonBox.height &&
        line.bottom > buttonBox.y,
    );
    expect(overlaps, 'text under the button').toEqual([]);
  });
}
