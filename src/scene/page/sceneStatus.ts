import type { SceneToPage } from '@/scene/protocol';
import { useAppStore } from '@/state/store';

/**
 * What each message from the scene means for the page's status (whether the DOM photo may fade:
 * `canvasShutter.ts`). A `failed` report takes the one failure path of `connectScene.ts` instead.
 */
export function applySceneMessage(message: Exclude<SceneToPage, { type: 'failed' }>): void {
  const store = useAppStore.getState();
  if (store.sceneStatus === 'failed') return;
  switch (message.type) {
    case 'ready':
      document.documentElement.dataset.sceneRenderer = message.renderer;
      break;
    case 'presented':
      if (store.sceneStatus !== 'running') store.setSceneStatus('running');
      break;
    case 'context-lost':
      store.setSceneStatus('lost');
      break;
    case 'context-restored':
      // Stays `lost` until the restored context has presented a frame.
      break;
    case 'quality':
      document.documentElement.dataset.sceneQuality = `${message.dpr}x${message.bloom ? ' bloom' : ''}`;
      break;
    case 'probe':
    case 'cost-window':
    case 'frame-cost':
      break;
  }
}

/** Mirrors the scene's status onto `<html data-scene>`, for CSS (the poster) and for tests. */
export function publishSceneStatus(): void {
  const publish = (status: string) => (document.documentElement.dataset.scene = status);
  publish(useAppStore.getState().sceneStatus);
  useAppStore.subscribe((state, previous) => {
    if (state.sceneStatus !== previous.sceneStatus) publish(state.sceneStatus);
  });
}
