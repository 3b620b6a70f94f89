import { create } from 'zustand';
import { sceneParams, type SceneParams } from '@/scene/params';
import { resetOnRestart } from './runState';

/**
 * The scene's working copy of `sceneParams`: set from `init`, changed only by `params` messages (the
 * tuning panel; the panel keeps its own copy of this store on the page). Frame code reads it with
 * `getState()`; React selects only what rebuilds objects: the field's seed and count rule, the tilt's
 * easing curve and the bloom settings.
 */
export const useLiveParams = create<SceneParams>()(() => structuredClone(sceneParams));
resetOnRestart(() => useLiveParams.setState(structuredClone(sceneParams), true));
