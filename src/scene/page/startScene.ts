import { sceneParams } from '@/scene/params';
import { probeWebGL, type WebGLProbe } from '@/scene/gpu/probeWebGL';
import { loadWithRetry } from '@/services/loadWithRetry';
import { useAppStore } from '@/state/store';
import { createLocalChannel } from './localChannel';
import { runScene } from './runScene';
import { createSceneCanvas } from './sceneCanvas';
import type { SceneSession } from './sceneSession';
import { startSceneWorker, workerCanRender } from './workerHost';

/** The owner's switch for machines without a GPU: `?scene=software` runs the scene anyway. */
const softwareSceneAllowed = () => new URLSearchParams(window.location.search).get('scene') === 'software';

/**
 * Two hosts, one scene: a module worker renders it on the canvas the page transfers to it; where a
 * worker cannot (no `transferControlToOffscreen`, no WebGL 2 on an OffscreenCanvas) the same scene
 * code runs on the main thread behind the same messages. No WebGL 2, or a software rasterizer
 * without `?scene=software`, declines it. Whatever it makes goes to the session, which takes it
 * down; after each wait it goes on only if the session has not ended meanwhile.
 */
export async function startScene(session: SceneSession): Promise<void> {
  if (workerCanRender()) {
    const scene = await startSceneWorker();
    session.onEnd(() => scene.worker.terminate());
    if (session.ended) return;
    if (scene.probe.support !== 'none') {
      if (declined(scene.probe)) return;
      const sceneCanvas = createSceneCanvas();
      session.onEnd(sceneCanvas.remove);
      const offscreen = sceneCanvas.canvas.transferControlToOffscreen();
      scene.worker.addEventListener('error', (event) => {
        event.preventDefault();
        useAppStore.getState().failScene(`the scene worker stopped (${event.message})`);
      });
      return runScene(session, scene.end, sceneCanvas, offscreen, [offscreen], 'worker');
    }
    scene.worker.terminate();
  }
  // The fallback asks for WebGL on this thread: a long task, paid only where a worker cannot render.
  if (declined(probeWebGL(document.createElement('canvas')))) return;
  useAppStore.getState().setSceneStatus('loading');
  const { hostScene } = await loadWithRetry(() => import('@/scene/gpu/hostScene'), sceneParams.loading);
  if (session.ended) return;
  const [pageEnd, sceneEnd] = createLocalChannel();
  session.onEnd(hostScene(sceneEnd));
  const sceneCanvas = createSceneCanvas();
  session.onEnd(sceneCanvas.remove);
  runScene(session, pageEnd, sceneCanvas, sceneCanvas.canvas, [], 'page');
}

/** Declines the scene (one warning) when this WebGL should not draw it; true if it did. */
function declined(probe: WebGLProbe): boolean {
  const { declineScene } = useAppStore.getState();
  if (probe.support === 'none') declineScene('WebGL 2 is not available');
  else if (probe.support === 'software' && !softwareSceneAllowed()) {
    declineScene(`WebGL is drawn in software here (${probe.renderer}), which would cost the CPU too much; add ?scene=software to the URL to run it anyway`);
  } else return false;
  return true;
}
