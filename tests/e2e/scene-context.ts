import type { Page, Worker } from '@playwright/test';
import { expect } from './fixtures';

declare global {
  // Set in the scene worker by `captureSceneContext`: the context its last draw call used, and that
  // context's WEBGL_lose_context (asked for before the loss: a lost context hands out no extension).
  var sceneContext: WebGL2RenderingContext | undefined;
  var sceneContextLoss: WEBGL_lose_context | null | undefined;
}

function captureOnDraw(): void {
  const prototype = WebGL2RenderingContext.prototype;
  for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced'] as const) {
    const draw = prototype[name] as (...args: unknown[]) => void;
    Object.defineProperty(prototype, name, {
      configurable: true,
      value(this: WebGL2RenderingContext, ...args: unknown[]) {
        if (globalThis.sceneContext !== this) {
          globalThis.sceneContext = this;
          globalThis.sceneContextLoss = this.getExtension('WEBGL_lose_context');
        }
        return draw.apply(this, args);
      },
    });
  }
}

/**
 * The scene's worker, with a hand on its WebGL context: once the running scene has drawn again, the
 * test can lose that context and restore it, as the browser does when the GPU resets.
 */
export async function captureSceneContext(page: Page): Promise<Worker> {
  const worker = page.workers().find((candidate) => /workerEntry-[\w-]+\.js$/.test(candidate.url()));
  if (!worker) throw new Error('the scene is not running in a worker');
  await worker.evaluate(captureOnDraw);
  await expect.poll(() => worker.evaluate(() => Boolean(globalThis.sceneContextLoss)), { message: 'the scene draws' }).toBe(true);
  return worker;
}

/** `WEBGL_lose_context` on the scene's context, in its worker. */
export const loseSceneContext = (worker: Worker) => worker.evaluate(() => globalThis.sceneContextLoss?.loseContext());
export const restoreSceneContext = (worker: Worker) => worker.evaluate(() => globalThis.sceneContextLoss?.restoreContext());
