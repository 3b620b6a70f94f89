import { sceneParams } from '@/scene/params';
import { afterFirstPaint } from '@/services/afterFirstPaint';
import { importWithRetry } from '@/services/chunkRetry';
import { probeWebGL, softwareSceneAllowed } from './webglProbe';
import { useAppStore } from '@/state/store';

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * Loads the 3D backdrop once the page has painted, finished loading and the browser is idle, when
 * the GPU can draw it (see `probeWebGL`). The chunk is retried with backoff, each attempt timed out
 * after the spec's 120 s; if it never comes, or WebGL is missing or software-only, the DOM page simply
 * stays as it is (one console warning, no error shown).
 */
export function loadBackdropAfterPaint(): void {
  const start = async () => {
    const { setSceneStatus, failScene } = useAppStore.getState();
    const { support, renderer } = await probeWebGL();
    if (support === 'none') return failScene('WebGL 2 is not available');
    if (support === 'software' && !softwareSceneAllowed()) {
      return failScene(`WebGL is drawn in software here (${renderer}), which would cost the CPU too much; add ?scene=software to the URL to run it anyway`);
    }
    setSceneStatus('loading');
    importWithRetry(() => import('@/scene/page/mountBackdrop'), sceneParams.loading)
      .then(({ mountBackdrop }) => mountBackdrop())
      .catch((error: unknown) => failScene(`the 3D chunk did not load (${error instanceof Error ? error.message : String(error)})`));
  };
  afterFirstPaint(() => whenIdle(() => void start()));
}
