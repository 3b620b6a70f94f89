import { sceneParams } from '@/scene/params';
import { probeWebGL, type WebGLProbe } from '@/scene/gpu/probeWebGL';
import { loadWithRetry } from '@/services/loadWithRetry';
import { useAppStore } from '@/state/store';
import { createLocalChannel } from './localChannel';
import { connectScene } from './connectScene';
import { createSceneCanvas } from './sceneCanvas';
import { createSceneSession, type SceneSession } from './sceneSession';
import { failUnlessEnded } from './failUnlessEnded';
import { startSceneWorker, workerCanRender, type SceneWorker } from './sceneWorker';

/** The owner's switch for machines without a GPU: `?scene=software` runs the scene anyway. */
const softwareSceneAllowed = () => new URLSearchParams(window.location.search).get('scene') === 'software';

/**
 * Two hosts, one scene: a module worker renders it on the canvas the page transfers to it; where a
 * worker cannot (no `transferControlToOffscreen`, no WebGL 2 on an OffscreenCanvas) the same scene
 * code runs on the main thread behind the same messages. No WebGL 2, or a software rasterizer
 * without `?scene=software`, declines it. A worker that fails before its first frame is presented
 * gives way to the main-thread host, on a fresh canvas (`runWithPageFallback`). Whatever it makes
 * goes to the session, which takes it down; after each wait it goes on only if the session has not
 * ended meanwhile.
 */
export async function chooseSceneHost(session: SceneSession): Promise<void> {
  if (workerCanRender()) {
    const scene = await startSceneWorker();
    if (session.ended) return scene.worker.terminate();
    if (scene.probe.support !== 'none') {
      if (declined(scene.probe)) return scene.worker.terminate();
      return runWithPageFallback(
        session,
        (attempt, failedEarly) => runInWorker(attempt, scene, failedEarly),
        (page, reason) => {
          console.info(`Scene: ${reason}; drawing it on the page's thread instead.`);
          startOnPage(page).catch(failUnlessEnded(page));
        },
      );
    }
    scene.worker.terminate();
  }
  return startOnPage(session);
}

/** The worker's attempt: its canvas goes to the worker, and the worker dying is one more failure of the scene. */
function runInWorker(attempt: SceneSession, scene: SceneWorker, failedEarly: (reason: string) => void): void {
  attempt.onEnd(() => scene.worker.terminate());
  const sceneCanvas = createSceneCanvas();
  attempt.onEnd(sceneCanvas.remove);
  const drawOn = sceneCanvas.canvas.transferControlToOffscreen();
  const fail = connectScene({ session: attempt, port: scene.port, sceneCanvas, drawOn, host: 'worker', failedEarly });
  scene.worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(`the scene worker stopped (${event.message})`);
  });
}

/**
 * Gives a worker that fails before its first presented frame a second chance on the page's thread.
 * Some browsers give a worker no WebGL context on a transferred canvas where the main thread would
 * get one. A canvas handed to a worker can never give a context again, so everything the worker's
 * attempt made (the worker, that canvas, its feeds) is undone first, and the page's host starts
 * from nothing with a canvas of its own. `tryWorker` gets the attempt's session and the function
 * to call when the worker fails early; a failure after that, or a second one, is not diverted.
 */
export function runWithPageFallback(
  session: SceneSession,
  tryWorker: (attempt: SceneSession, failedEarly: (reason: string) => void) => void,
  runOnPage: (session: SceneSession, reason: string) => void,
): void {
  const attempt = createSceneSession();
  session.onEnd(() => attempt.end());
  let diverted = false;
  tryWorker(attempt, (reason) => {
    if (diverted || session.ended) return;
    diverted = true;
    attempt.end();
    runOnPage(session, reason);
  });
}

/** The main-thread host, on a canvas of its own. */
async function startOnPage(session: SceneSession): Promise<void> {
  // The fallback asks for WebGL on this thread: a long task, paid only where a worker cannot render.
  if (declined(probeWebGL(document.createElement('canvas')))) return;
  useAppStore.getState().setSceneStatus('loading');
  const { hostScene } = await loadWithRetry(() => import('@/scene/gpu/hostScene'), sceneParams.loading);
  if (session.ended) return;
  const [pagePort, scenePort] = createLocalChannel();
  session.onEnd(hostScene(scenePort));
  const sceneCanvas = createSceneCanvas();
  session.onEnd(sceneCanvas.remove);
  connectScene({ session, port: pagePort, sceneCanvas, drawOn: sceneCanvas.canvas, host: 'page' });
}

/** Declines the scene (one warning) when this WebGL should not draw it; true if it did. */
function declined(probe: WebGLProbe): boolean {
  const { declineScene } = useAppStore.getState();
  if (probe.support === 'none') declineScene('WebGL 2 is not available');
  else if (probe.support === 'software' && !softwareSceneAllowed()) {
    declineScene(
      `WebGL is drawn in software here (${probe.renderer}), which would cost the CPU too much; add ?scene=software to the URL to run it anyway`,
    );
  } else return false;
  return true;
}
