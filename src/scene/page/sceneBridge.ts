import type { SceneParams } from '@/scene/params';
import type { PagePort } from '@/scene/protocol';

/** The page's port of the bridge to the running scene, for callers outside the feed (the tuning panel). */
let active: PagePort | undefined;
/** The panel's last edit: a scene started again (after reduced motion) gets it too. */
let edited: SceneParams | undefined;

/** Makes `port` the scene's bridge; returns the function that lets it go when that scene is taken down. */
export function connectBridge(port: PagePort): () => void {
  active = port;
  if (edited) port.send({ type: 'params', params: edited });
  return () => {
    if (active === port) active = undefined;
  };
}

/** Carries edited params (the Leva panel) to the scene. */
export function sendParams(params: SceneParams): void {
  edited = params;
  active?.send({ type: 'params', params });
}
