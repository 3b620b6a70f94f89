import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/**
 * What the scene is doing, as the page shows it (`<html data-scene>`): `off` not running (not
 * tried yet, or taken down because the visitor asks for reduced motion), `declined` not wanted here
 * (no WebGL 2, a software rasterizer), `loading`, `running` (a first frame has been presented),
 * `lost` (the WebGL context is gone for now), `failed` (given up for this visit).
 */
export type SceneStatus = 'off' | 'declined' | 'loading' | 'running' | 'lost' | 'failed';

export interface SceneSlice {
  sceneStatus: SceneStatus;
  /** A presented frame shows the textured photo plane over the DOM photo, which may fade out. */
  photoOnScreen: boolean;
  setSceneStatus: (status: SceneStatus) => void;
  /** The scene is not for this machine: the DOM page stays as it is, and one console warning says why. */
  declineScene: (reason: string) => void;
  /** The scene gave up: the DOM page stays as it is, and one console warning says why. */
  failScene: (reason: string) => void;
  /** The scene was taken down (reduced motion): the poster and the DOM photo are what shows. */
  stopScene: () => void;
  setPhotoOnScreen: (onScreen: boolean) => void;
}

export const createSceneSlice: StateCreator<AppState, [], [], SceneSlice> = (set, get) => {
  const giveUp = (status: 'declined' | 'failed', reason: string) => {
    if (get().sceneStatus === 'failed' || get().sceneStatus === 'declined') return;
    console.warn(`Scene off: ${reason}. The page works without it.`);
    set({ sceneStatus: status, photoOnScreen: false });
  };
  return {
    sceneStatus: 'off',
    photoOnScreen: false,
    setSceneStatus: (sceneStatus) => set({ sceneStatus }),
    declineScene: (reason) => giveUp('declined', reason),
    failScene: (reason) => giveUp('failed', reason),
    stopScene: () => set({ sceneStatus: 'off', photoOnScreen: false }),
    setPhotoOnScreen: (photoOnScreen) => set({ photoOnScreen }),
  };
};
