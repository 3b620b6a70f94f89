import type { Page } from '@playwright/test';
import { owner } from '../../src/content/site';
import { sceneParams } from '../../src/scene/params';
import { expect, test } from './fixtures';
import { holdSceneCode, poster } from './poster-helpers';
import { collectWarnings, photoFrame, withoutOffscreenTransfer, withScene } from './scene-helpers';

const costDeclined = /costs this machine too much/;

/** The scene's measured first-frames cost as the page shows it (`<html data-scene-cost>`), once measured. */
async function measuredCost(page: Page): Promise<{ text: string; msPerFrame: number }> {
  const cost = page.locator('html[data-scene-cost]');
  await expect(cost).toHaveCount(1, { timeout: 60_000 });
  const text = (await cost.getAttribute('data-scene-cost'))!;
  return { text, msPerFrame: Number(/([\d.]+) ms\/frame/.exec(text)![1]) };
}

/** Slows the page's CPU by `rate` (Chromium's DevTools throttling). */
async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

const hosts = [
  { name: 'in its worker', prepare: async () => undefined },
  { name: 'on the main thread (the fallback)', prepare: withoutOffscreenTransfer },
];

for (const host of hosts) {
  test(`?scene=software at full CPU speed: the scene ${host.name} measures its first frames and keeps running`, async ({ page }) => {
    await host.prepare(page);
    const warnings = collectWarnings(page);
    await page.goto(withScene());
    const { text } = await measuredCost(page);
    test.info().annotations.push({ type: 'measured cost', description: text });
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'running');
    expect(warnings.filter((warning) => costDeclined.test(warning))).toEqual([]);
  });
}

test('on a slowed CPU the scene on the main thread declines itself to the poster and the DOM photo, with one warning', async ({ page }) => {
  test.slow();
  await withoutOffscreenTransfer(page);
  await page.goto(withScene());
  // How much slower the CPU must be for this machine's frames to cost three budgets.
  const { msPerFrame } = await measuredCost(page);
  const rate = Math.max(2, Math.ceil((3 * sceneParams.cost.mainThreadMsPerFrame) / Math.max(msPerFrame, 0.05)));
  test.info().annotations.push({ type: 'CPU slowed', description: `${rate}x (full speed: ${msPerFrame} ms/frame)` });

  const warnings = collectWarnings(page);
  // The page loads at full speed; the CPU slows before the scene's code arrives.
  const release = await holdSceneCode(page);
  await page.reload();
  await page.waitForLoadState('load');
  await throttleCpu(page, rate);
  release();

  await expect(page.locator('html')).toHaveAttribute('data-scene', 'declined', { timeout: 90_000 });
  expect(warnings.filter((warning) => warning.startsWith('Scene off'))).toEqual([expect.stringMatching(costDeclined)]);
  await throttleCpu(page, 1);
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(poster(page)).toHaveCSS('opacity', '1');
  await expect(photoFrame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
});
