import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { sceneParams } from '../../src/scene/params';
import { withScene } from './scene-helpers';

const paramsSource = readFileSync(new URL('../../src/scene/params.ts', import.meta.url), 'utf8');

test.describe('tuning panel (?tune)', () => {
  test('offers every knob folder, and "Copy params" copies the whole params.ts with the tuned value', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(withScene('./?tune'));
    const copy = page.getByRole('button', { name: 'Copy params' });
    await expect(copy).toBeVisible({ timeout: 20_000 });
    for (const folder of ['Field', 'Particles', 'Links', 'Repulse', 'Tilt', 'Bloom', 'Loop']) {
      await expect(page.getByText(folder, { exact: true })).toBeVisible();
    }

    await expect(page.locator('input[id="Field.colour"]'), 'the swatch shows the knob as it is').toHaveValue(sceneParams.colour);

    const speed = page.locator('input[id="Particles.speed"]');
    const tunedSpeed = sceneParams.particles.speed === 3.3 ? 3.4 : 3.3;
    await speed.fill(String(tunedSpeed));
    await speed.press('Enter');
    const colour = sceneParams.colour === '#ffc83d' ? '#3dc8ff' : '#ffc83d';
    await page.locator('input[id="Field.colour"]').fill(colour);
    await copy.click();
    await expect(page.getByRole('status')).toHaveText('Copied. Paste it over src/scene/params.ts.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(paramsSource.replace(`speed: { value: ${sceneParams.particles.speed},`, `speed: { value: ${tunedSpeed},`).replace(`colour: { value: '${sceneParams.colour}'`, `colour: { value: '${colour}'`));
  });

  test('without a clipboard, shows params.ts in a box to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await page.goto(withScene('./?tune'));
    await page.getByRole('button', { name: 'Copy params' }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Scene params' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue(paramsSource);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test.describe('when the params writer does not load', () => {
    test.use({ allowPageErrors: true });

    test('"Copy params" says so instead of copying nothing', async ({ page }) => {
      await page.route(/\/assets\/formatParams-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(withScene('./?tune'));
      await page.getByRole('button', { name: 'Copy params' }).click({ timeout: 20_000 });
      await expect(page.getByRole('status')).toHaveText('Copy params could not load its code. Reload the page and try again.');
    });
  });
});
