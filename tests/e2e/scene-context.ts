import type { Page, Worker } from '@playwright/test';
import { expect } from './fixtures';
import { watchDraws } from './scene-helpers';

/**
 * The scene's worker, with a hand on its WebGL context: once the running scene has drawn again, the
 * test can lose that context and restore it, as the browser does when the GPU resets.
 */
export async function captureSceneContext(page: Page): Promise<Worker> {
  const worker = page.workers().find((candidate) => /workerEntry-[\w-]+\.js$/.test(candidate.url()));
  if (!worker) throw new Error('the scene is not running in a worker');
  await worker.evaluate(watchDraws);
  await expect
    .poll(() => worker.evaluate(() => Boolean(globalThis.sceneContextLoss)), { message: 'the scene draws' })
    .toBe(true);
  return worker;
}

/** `WEBGL_lose_context` on the scene's context, in its worker. */
export const loseSceneContext = (worker: Worker) => worker.evaluate(() => globalThis.sceneContextLoss?.loseContext());
export const restoreSceneContext = (worker: Worker) =>
  worker.evaluate(() => globalThis.sceneContextLoss?.restoreContext());
