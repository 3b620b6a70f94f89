import { sceneParams } from '@/scene/params';
import type { PageEnd } from '@/scene/protocol';
import { probeWebGL, type WebGLProbe } from '@/scene/gpu/probeWebGL';
import { afterFirstPaint } from '@/services/afterFirstPaint';
import { importWithRetry } from '@/services/chunkRetry';
import { whenMotionAllowed } from '@/services/whenMotionAllowed';
import { useAppStore } from '@/state/store';
import { feedLayout, heroOnScreen } from './feedLayout';
import { feedPageState, pageVisible, reducedMotion } from './feedPageState';
import { feedPhoto } from './feedPhoto';
import { feedPointer } from './feedPointer';
import { createLocalChannel } from './localChannel';
import { measureLayout } from './measureLayout';
import { connectBridge } from './sceneBridge';
import { createSceneCanvas } from './sceneCanvas';
import { sceneColours } from './sceneColours';
import { applySceneMessage, publishSceneStatus } from './sceneStatus';
import { softwareSceneAllowed } from './softwareScene';
import { tuningEnabled } from './tuningEnabled';
import { startSceneWorker, workerCanRender } from './workerHost';

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Starts the 3D backdrop once the page has painted, finished loading and the browser is idle, and
 * only while motion is allowed: under reduced motion nothing is probed or downloaded (the hero's
 * poster is the still field) until the visitor allows motion. Two hosts, one scene: a module worker
 * renders it on the canvas the page transfers to it; where a worker cannot (no
 * `transferControlToOffscreen`, no WebGL 2 on an OffscreenCanvas) the same scene code runs on the
 * main thread behind the same messages. No WebGL 2, or a software rasterizer
 * without `?scene=software`, declines it; a worker or chunk that never loads fails it. Either way
 * the DOM page stays as it is, with one console warning.
 */
export function loadBackdropAfterPaint(): void {
  publishSceneStatus();
  afterFirstPaint(() =>
    whenMotionAllowed(() =>
      whenIdle(() => void start().catch((error: unknown) => useAppStore.getState().failScene(`the 3D scene did not load (${reason(error)})`))),
    ),
  );
}

async function start(): Promise<void> {
  if (workerCanRender()) {
    const scene = await startSceneWorker();
    if (scene.probe.support !== 'none') {
      if (declined(scene.probe)) return scene.worker.terminate();
      const { canvas, remove } = createSceneCanvas();
      const offscreen = canvas.transferControlToOffscreen();
      scene.worker.addEventListener('error', (event) => {
        event.preventDefault();
        useAppStore.getState().failScene(`the scene worker stopped (${event.message})`);
      });
      return run(scene.end, offscreen, [offscreen], () => {
        scene.worker.terminate();
        remove();
      });
    }
    scene.worker.terminate();
  }
  // The fallback asks for WebGL on this thread: a long task, paid only where a worker cannot render.
  if (declined(probeWebGL(document.createElement('canvas')))) return;
  useAppStore.getState().setSceneStatus('loading');
  const { hostScene } = await importWithRetry(() => import('@/scene/gpu/hostScene'), sceneParams.loading);
  const [pageEnd, sceneEnd] = createLocalChannel();
  hostScene(sceneEnd);
  const { canvas, remove } = createSceneCanvas();
  run(pageEnd, canvas, [], remove);
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

/** Hands the canvas to the scene, feeds it the page, and takes it all down if the scene fails. */
function run(end: PageEnd, canvas: OffscreenCanvas | HTMLCanvasElement, transfer: Transferable[], dispose: () => void): void {
  const store = useAppStore.getState();
  store.setSceneStatus('loading');
  connectBridge(end);
  end.listen(applySceneMessage);
  const heroInView = heroOnScreen();
  end.send(
    {
      type: 'init',
      canvas,
      layout: measureLayout(),
      params: sceneParams,
      colours: sceneColours(),
      pageVisible: pageVisible(),
      heroInView,
      reducedMotion: reducedMotion(),
    },
    transfer,
  );
  const stops = [feedLayout(end, heroInView), feedPointer(end), feedPageState(end), feedPhoto(end)];
  const unsubscribe = useAppStore.subscribe((state) => {
    if (state.sceneStatus !== 'failed') return;
    unsubscribe();
    for (const stop of stops) stop();
    dispose();
  });
  if (tuningEnabled()) void import('./mountTuningPanel').then(({ mountTuningPanel }) => mountTuningPanel(), () => undefined);
}
