import { create } from 'zustand';
import { sceneParams, type SceneParams } from '@/scene/params';

/**
 * The scene's working copy of `sceneParams`. Production never changes it; the tuning panel does.
 * Frame code reads it with `getState()`; React selects only what rebuilds something: the seed and
 * count rule (the field's buffers), the easing curve (the tilt's tween) and bloom (the composer).
 */
export const useLiveParams = create<SceneParams>()(() => cloneParams(sceneParams));

export function cloneParams(params: SceneParams): SceneParams {
  return JSON.parse(JSON.stringify(params)) as SceneParams;
}
