import { chromiumArgs, chromiumPath } from '../chromium';
import { expect, test } from './fixtures';
import { collectUncaught, collectWarnings, photoFrame, waitForPhotoPlane, withScene } from './scene-helpers';

test.use({
  allowPageErrors: true,
  // The page composited in the GPU process, as on a visitor's GPU: the crash this test makes then
  // takes the page's frames and the scene's context together. The other suites composite in the
  // browser (playwrightChromiumArgs in scripts/lib/chromium.mjs).
  launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
});

test.describe('a GPU process crash', () => {
  test('the photo is never left out: the DOM photo returns while the context is lost, and the scene comes back', async ({
    page,
    browser,
  }) => {
    test.slow();
    const warnings = collectWarnings(page);
    const uncaught = collectUncaught(page);
    await page.addInitScript(() => {
      const history: string[] = [];
      (window as unknown as { sceneHistory: string[] }).sceneHistory = history;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          if (record.attributeName === 'data-scene') history.push(`scene ${element.dataset.scene}`);
          else history.push(element.hasAttribute('data-under-plane') ? 'photo covered' : 'photo shown');
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scene', 'data-under-plane'] });
    });
    await page.goto(withScene());
    await waitForPhotoPlane(page);
    const history = () => page.evaluate(() => (window as unknown as { sceneHistory: string[] }).sceneHistory);
    const before = (await history()).length;

    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.crashGpuProcess');
    await expect
      .poll(async () => (await history()).slice(before), { timeout: 60_000 })
      .toEqual(['scene lost', 'photo shown', 'scene running', 'photo covered']);
    await expect(photoFrame(page)).toHaveCSS('opacity', '0');
    expect(warnings.length, warnings.join('\n')).toBeLessThanOrEqual(1);
    expect(uncaught).toEqual([]);
  });
});
