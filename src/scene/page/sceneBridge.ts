import type { SceneParams } from '@/scene/params';
import type { PageEnd } from '@/scene/protocol';

/** The page's end of the bridge to the running scene, for callers outside the feed (the tuning panel). */
let active: PageEnd | undefined;

export function connectBridge(end: PageEnd): void {
  active = end;
}

/** Carries edited params (the Leva panel) to the scene; a stopped loop redraws with them. */
export function sendParams(params: SceneParams): void {
  active?.send({ type: 'params', params });
}
