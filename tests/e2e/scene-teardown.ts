import type { Page } from '@playwright/test';
import { owner } from '../../src/placeholder/site';
import { expect } from './fixtures';
import { poster } from './poster-helpers';
import { drawsDuring, expectPhotoUntilted, photoFrame, waitForSceneRunning } from './scene-helpers';

/**
 * The visitor asked for reduced motion while the scene ran: it is gone, not paused. The page shows
 * what it shows to anyone who never got the scene: the poster (the field at t = 0), the DOM photo,
 * which stays still under the pointer, and no canvas drawing anything.
 */
export async function expectSceneTakenDown(page: Page, draws: () => Promise<number>): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'off');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(poster(page)).toHaveCSS('opacity', '1');
  await expect(photoFrame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
  await expectPhotoUntilted(page);
  expect(await drawsDuring(draws, page)).toBe(0);
}

/** Motion is allowed again: the scene loads as on a first start and fades in over the poster. */
export async function expectSceneBack(page: Page, draws: () => Promise<number>): Promise<void> {
  await waitForSceneRunning(page);
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(poster(page)).toHaveCSS('opacity', '0');
  await expect(photoFrame(page)).toHaveCSS('opacity', '0', { timeout: 20_000 });
  await expect.poll(() => drawsDuring(draws, page)).toBeGreaterThan(0);
}

/** How many scene workers are alive now: started and not yet ended. */
export function countLiveWorkers(page: Page): () => number {
  let alive = 0;
  page.on('worker', (worker) => {
    alive += 1;
    worker.on('close', () => (alive -= 1));
  });
  return () => alive;
}
