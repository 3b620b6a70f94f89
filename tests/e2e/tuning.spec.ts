import { expect, test } from './fixtures';
import { templateParams } from '../../src/scene/params';
import { sceneBrowser, withScene } from './scene-helpers';

test.use(sceneBrowser);

/** The owner's tuning file as "Copy params" writes it, with `body` between the table's braces. */
const tuningFile = (body: string) => `export const sceneTuning: SceneTuning = {${body}};\n`;

test.describe('tuning panel (?tune)', () => {
  test('offers every knob folder, and "Copy params" copies the owner\'s tuning file with the tuned values alone', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(withScene('./?tune'));
    const copy = page.getByRole('button', { name: 'Copy params' });
    await expect(copy).toBeVisible({ timeout: 20_000 });
    for (const folder of ['Field', 'Particles', 'Links', 'Repulse', 'Tilt', 'Bloom', 'Loop']) {
      await expect(page.getByText(folder, { exact: true })).toBeVisible();
    }

    await expect(page.locator('input[id="Field.colour"]'), 'the swatch shows the knob as it is').toHaveValue(
      templateParams.colour,
    );

    const speed = page.locator('input[id="Particles.speed"]');
    const tunedSpeed = templateParams.particles.speed === 3.3 ? 3.4 : 3.3;
    await speed.fill(String(tunedSpeed));
    await speed.press('Enter');
    const colour = templateParams.colour === '#ffc83d' ? '#3dc8ff' : '#ffc83d';
    await page.locator('input[id="Field.colour"]').fill(colour);
    await copy.click();
    await expect(page.getByRole('status')).toHaveText('Copied. Paste it over src/content/scene.ts.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import type { SceneTuning } from '@/content/types';");
    expect(copied).toContain(tuningFile(`\n  colour: '${colour}',\n  particles: {\n    speed: ${tunedSpeed},\n  },\n`));
  });

  test('without a clipboard, shows the tuning file in a box to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await page.goto(withScene('./?tune'));
    await page.getByRole('button', { name: 'Copy params' }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Scene params' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue(/export const sceneTuning: SceneTuning = \{\};\n$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
