import type { Page } from '@playwright/test';
import { typingTitles } from '../../src/placeholder/site';
import { expect, test } from './fixtures';
import {
  animationFramesPerSecond,
  countAnimationFrames,
  layoutShiftTotal,
  startLayoutShiftCount,
} from './motion-helpers';

const [firstTitle, secondTitle] = typingTitles;

/** Every text the animated title shows, in order, from the moment this is called. */
function recordTitleTexts(): void {
  const typed = document.querySelector('#home [data-longest] span span');
  const store = window as unknown as { titleTexts: string[] };
  store.titleTexts = [];
  if (!typed) throw new Error('no animated title');
  // Several keystrokes can land between two observer callbacks: each record's old value is the
  // text the previous record left, so together they give every step.
  new MutationObserver((records) => {
    for (const record of records.slice(1)) store.titleTexts.push(record.oldValue ?? '');
    store.titleTexts.push(typed.textContent ?? '');
  }).observe(typed, { characterData: true, characterDataOldValue: true, subtree: true });
}
const titleTexts = (page: Page) => page.evaluate(() => (window as unknown as { titleTexts: string[] }).titleTexts);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(countAnimationFrames);
});

test('the title types both titles letter by letter and loops, without moving the page, and screen readers get one stable title', async ({
  page,
}) => {
  await page.goto('./');
  const hero = page.locator('#home');
  const spoken = hero.getByRole('paragraph').filter({ hasText: typingTitles.join(', ') });
  const stable = `- paragraph: ${typingTitles.join(', ')}`;
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible();
  await expect(spoken).toMatchAriaSnapshot(stable);
  await page.evaluate(recordTitleTexts);
  await startLayoutShiftCount(page);

  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(spoken, 'the same words while the second title shows').toMatchAriaSnapshot(stable);
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible({ timeout: 15_000 });

  const texts = await titleTexts(page);
  expect(texts, 'deleted to empty').toContain('');
  for (let length = 1; length <= secondTitle.length; length += 1) expect(texts).toContain(secondTitle.slice(0, length));
  expect(texts.indexOf(secondTitle), 'the second title comes before the first returns').toBeLessThan(
    texts.lastIndexOf(firstTitle),
  );
  expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
});

test('typing pauses while the hero is off screen or the tab is hidden, and the page then stops asking for frames', async ({
  page,
}) => {
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.evaluate(recordTitleTexts);
  await expect
    .poll(() => animationFramesPerSecond(page), {
      timeout: 20_000,
      message: 'animation frames per second with the hero out of view',
    })
    .toBe(0);
  expect(await titleTexts(page), 'no keystrokes while off screen').toEqual([]);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect
    .poll(() => titleTexts(page).then((texts) => texts.length), { message: 'typing resumes in view' })
    .toBeGreaterThan(0);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.evaluate(recordTitleTexts);
  await expect
    .poll(() => animationFramesPerSecond(page), {
      timeout: 20_000,
      message: 'animation frames per second while hidden',
    })
    .toBe(0);
  expect(await titleTexts(page), 'no keystrokes while hidden').toEqual([]);
});

test('while the title types, the page runs no frame loop, restyles only when a letter changes, and the caret blinks', async ({
  page,
}) => {
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  // The pointer rests outside the hero: nothing but the title (and its caret) moves.
  await page.mouse.move(5, 895);

  expect(await animationFramesPerSecond(page), 'animation frames per second while typing').toBe(0);

  // About 10 letters a second change; a caret animated on the main thread restyles every frame.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const recalcs = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'RecalcStyleCount')?.value ?? 0;
  const before = await recalcs();
  await page.waitForTimeout(2000);
  const perSecond = ((await recalcs()) - before) / 2;
  expect(perSecond, 'style recalculations per second while typing').toBeLessThan(25);

  // The caret is the typed text's right border: shown and hidden in turn, twice a second.
  const caretColours = await page.evaluate(async () => {
    const typed = document.querySelector('#home [data-longest] span span');
    if (!typed) throw new Error('no typed text');
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      seen.push(getComputedStyle(typed).borderRightColor);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  });
  const transparent = 'rgba(0, 0, 0, 0)';
  expect(caretColours, 'the caret is hidden at times').toContain(transparent);
  expect(caretColours.filter((colour) => colour !== transparent).length, 'the caret is shown at times').toBeGreaterThan(
    0,
  );
});

test('turning on reduced motion mid-word stops the typing on the full first title', async ({ page }) => {
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible();
  await page.evaluate(recordTitleTexts);
  await page.waitForTimeout(1500);
  expect(await titleTexts(page), 'no keystrokes after reduced motion').toEqual([]);
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible();
});
