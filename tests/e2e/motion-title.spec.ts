import type { Page } from '@playwright/test';
import { typingTitles } from '../../src/placeholder/site';
import { typingScript } from '../../src/motion/typingScript';
import { motionTimings } from '../../src/theme/motion';
import { expect, test } from './fixtures';
import {
  animationFramesPerSecond,
  countAnimationFrames,
  layoutShiftTotal,
  recordTitleWrites,
  startLayoutShiftCount,
  titleWrites,
} from './motion-helpers';

const [firstTitle, secondTitle] = typingTitles;
const script = typingScript(typingTitles, motionTimings.typing);

/** The title's animations: the clip, the text under it, the caret's move and its blink. */
const titleAnimationCount = 4;
/** Each of the title's animations in `state`. */
const every = (state: AnimationPlayState) => Array<AnimationPlayState>(titleAnimationCount).fill(state);

/**
 * The title's animations: their state and time, read once a pause or play asked for has taken
 * effect (a pause holds the time of the next frame). The script's alone: under reduced motion the
 * stylesheet gives every element a 0.01 ms transition, so the clip's styles going leave CSS
 * transitions of the borders for a frame.
 */
const titleAnimations = (page: Page) =>
  page.evaluate(async () => {
    const animations = [...document.querySelectorAll('#home [data-longest] *')]
      .flatMap((element) => element.getAnimations())
      .filter((animation) => !(animation instanceof CSSTransition || animation instanceof CSSAnimation));
    await Promise.all(animations.map((animation) => animation.ready));
    return animations.map(({ playState, currentTime }) => ({ playState, currentTime: Number(currentTime) }));
  });

/**
 * What each of the clip's keystrokes shows, read from the page: for each keyframe, the letters of
 * `title` whose whole width fits the window the keyframe leaves open (layout measured in the page).
 */
function shownAtKeystrokes(titles: string[]): string[] {
  const line = document.querySelector<HTMLElement>('#home [data-longest] > span')!;
  const node = line.querySelector('span')!.firstChild as Text;
  const [animation] = line.getAnimations();
  const written = node.data;
  const range = document.createRange();
  const shown = (animation!.effect as KeyframeEffect).getKeyframes().map((keyframe, index) => {
    const title = titles[index]!;
    node.data = title;
    const style = getComputedStyle(line);
    const open =
      line.offsetWidth -
      Number.parseFloat(style.paddingRight) -
      Number.parseFloat(style.borderRightWidth) +
      Number(/translateX\((-?[\d.]+)px\)/.exec(String(keyframe.transform))![1]);
    let letters = 0;
    for (let length = 1; length <= title.length; length += 1) {
      range.setStart(node, 0);
      range.setEnd(node, length);
      if (range.getBoundingClientRect().width <= open + 0.5) letters = length;
    }
    return title.slice(0, letters);
  });
  node.data = written;
  return shown;
}

/** The title each keystroke shows letters of: after nothing shows, the next one. */
function keystrokeTitles(shown: string[]): string[] {
  let title = 0;
  return shown.map((text) => {
    if (text === '') title = (title + 1) % typingTitles.length;
    return typingTitles[title]!;
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(countAnimationFrames);
});

test('the compositor types both titles letter by letter and loops, without moving the page, and screen readers get one stable title', async ({
  page,
}) => {
  await page.goto('./');
  const hero = page.locator('#home');
  const spoken = hero.getByRole('paragraph').filter({ hasText: typingTitles.join(', ') });
  const stable = `- paragraph: ${typingTitles.join(', ')}`;
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible();
  await expect(spoken).toMatchAriaSnapshot(stable);
  await expect(hero.locator('[data-clipped][data-typing]')).toHaveCount(1);
  // Fonts in and the clip measured with them (a late font resizes the title: the clip measures again).
  await startLayoutShiftCount(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  // Each keystroke of the script, shown by the clip: the title whole, deleted letter by letter,
  // nothing, the next typed letter by letter, and so round to the first.
  const expected = [firstTitle, ...script.frames.map((frame) => frame.text)];
  expect(await page.evaluate(shownAtKeystrokes, keystrokeTitles(expected))).toEqual(expected);

  await page.evaluate(recordTitleWrites);
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(spoken, 'the same words while the second title shows').toMatchAriaSnapshot(stable);
  // The loop comes round: the second title written, then the first again, whole titles only.
  await expect
    .poll(
      async () => {
        const writes = await titleWrites(page);
        return writes.lastIndexOf(firstTitle) > writes.indexOf(secondTitle) && writes.includes(secondTitle);
      },
      { timeout: 30_000, message: 'the second title, then the first again' },
    )
    .toBe(true);
  const writes = await titleWrites(page);
  expect(
    writes.filter((text) => !(typingTitles as readonly string[]).includes(text)),
    'nothing but whole titles written',
  ).toEqual([]);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
});

test.describe('on a 360 px phone, where the first title takes two lines', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the title is typed by its text, letter by letter: one clip cannot reveal two lines', async ({ page }) => {
    await page.goto('./');
    const hero = page.locator('#home');
    await expect(hero.locator('[data-typing]')).toHaveCount(1);
    await expect(hero.locator('[data-clipped]')).toHaveCount(0);
    expect(await titleAnimations(page)).toEqual([]);
    await page.evaluate(recordTitleWrites);
    await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
    const texts = await titleWrites(page);
    for (let length = 0; length < firstTitle.length; length += 1) expect(texts).toContain(firstTitle.slice(0, length));
  });
});

test('typing pauses while the hero is off screen or the tab is hidden, and the page then stops asking for frames', async ({
  page,
}) => {
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  const playStates = async () => (await titleAnimations(page)).map(({ playState }) => playState);
  const times = async () => (await titleAnimations(page)).map(({ currentTime }) => currentTime);

  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(playStates, { message: 'the clip pauses off screen' }).toEqual(every('paused'));
  const offScreen = await times();
  await page.evaluate(recordTitleWrites);
  await expect
    .poll(() => animationFramesPerSecond(page), {
      timeout: 20_000,
      message: 'animation frames per second with the hero out of view',
    })
    .toBe(0);
  expect(await times(), 'the clip stands still while off screen').toEqual(offScreen);
  expect(await titleWrites(page), 'no title written while off screen').toEqual([]);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(playStates, { message: 'typing resumes in view' }).toEqual(every('running'));

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(playStates, { message: 'the clip pauses while hidden' }).toEqual(every('paused'));
  const hidden = await times();
  await expect
    .poll(() => animationFramesPerSecond(page), {
      timeout: 20_000,
      message: 'animation frames per second while hidden',
    })
    .toBe(0);
  expect(await times(), 'the clip stands still while hidden').toEqual(hidden);
});

test('while the title types, the page runs no frame loop and restyles for no keystroke nor blink, and the caret blinks', async ({
  page,
}) => {
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  // The pointer rests outside the hero: nothing but the title (and its caret) moves.
  await page.mouse.move(5, 895);

  expect(await animationFramesPerSecond(page), 'animation frames per second while typing').toBe(0);

  // About 10 keystrokes a second and two blinks, none of them the page's work: a restyle a title at most.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const recalcs = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'RecalcStyleCount')?.value ?? 0;
  const before = await recalcs();
  await page.waitForTimeout(2000);
  const perSecond = ((await recalcs()) - before) / 2;
  expect(perSecond, 'style recalculations per second while typing').toBeLessThan(1);

  // The caret, a bar at the clip's end: shown and hidden in turn, twice a second.
  const caretSeen = await page.evaluate(async () => {
    const caret = document.querySelector('#home [data-longest] > span:last-child');
    if (!caret) throw new Error('no caret');
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { backgroundColor, opacity } = getComputedStyle(caret);
      seen.push(backgroundColor === 'rgba(0, 0, 0, 0)' || opacity === '0' ? 'hidden' : 'shown');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  });
  expect(caretSeen, 'the caret is hidden at times').toContain('hidden');
  expect(caretSeen, 'the caret is shown at times').toContain('shown');
});

test('turning on reduced motion mid-word stops the typing on the full first title', async ({ page }) => {
  await page.goto('./');
  const hero = page.locator('#home');
  await expect(hero.getByText(secondTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible();
  await expect(hero.locator('[data-clipped]'), 'the clip is gone').toHaveCount(0);
  expect(await titleAnimations(page), 'no animation left on the title').toEqual([]);
  await page.evaluate(recordTitleWrites);
  await page.waitForTimeout(1500);
  expect(await titleWrites(page), 'nothing written after reduced motion').toEqual([]);
  await expect(hero.getByText(firstTitle, { exact: true })).toBeVisible();
});
