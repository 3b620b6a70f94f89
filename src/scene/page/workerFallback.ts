import { createSceneSession, type SceneSession } from './sceneSession';

/**
 * Gives a worker that fails before its first presented frame a second chance on the page's thread.
 * Some browsers give a worker no WebGL context on a transferred canvas where the main thread would
 * get one. A canvas handed to a worker can never give a context again, so everything the worker's
 * attempt made (the worker, that canvas, its feeds) is undone first, and the page's host starts
 * from nothing with a canvas of its own. `runInWorker` gets the attempt's session and the function
 * to call when the worker fails early; a failure after that, or a second one, is not diverted.
 */
export function runWithPageFallback(
  session: SceneSession,
  runInWorker: (attempt: SceneSession, failedEarly: (reason: string) => void) => void,
  runOnPage: (session: SceneSession, reason: string) => void,
): void {
  const attempt = createSceneSession();
  session.onEnd(() => attempt.end());
  let diverted = false;
  runInWorker(attempt, (reason) => {
    if (diverted || session.ended) return;
    diverted = true;
    attempt.end();
    runOnPage(session, reason);
  });
}
