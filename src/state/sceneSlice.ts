import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/** What the backdrop is doing, as far as the DOM needs to know. */
export type SceneStatus = 'off' | 'loading' | 'running' | 'failed';

export interface SceneSlice {
  sceneStatus: SceneStatus;
  /** The textured photo plane is drawn over the DOM photo, which may fade out. */
  photoOnScreen: boolean;
  pageVisible: boolean;
  heroInView: boolean;
  reducedMotion: boolean;
  contextLost: boolean;
  setSceneStatus: (status: SceneStatus) => void;
  /** The backdrop gave up: the DOM page stays as it is, and one console warning says why. */
  failScene: (reason: string) => void;
  setPhotoOnScreen: (onScreen: boolean) => void;
  setLoopInputs: (inputs: Partial<Pick<SceneSlice, 'pageVisible' | 'heroInView' | 'reducedMotion' | 'contextLost'>>) => void;
}

export const createSceneSlice: StateCreator<AppState, [], [], SceneSlice> = (set, get) => ({
  sceneStatus: 'off',
  photoOnScreen: false,
  pageVisible: true,
  heroInView: true,
  reducedMotion: false,
  contextLost: false,
  setSceneStatus: (sceneStatus) => set({ sceneStatus }),
  failScene: (reason) => {
    if (get().sceneStatus === 'failed') return;
    console.warn(`Backdrop off: ${reason}. The page works without it.`);
    set({ sceneStatus: 'failed', photoOnScreen: false });
  },
  setPhotoOnScreen: (photoOnScreen) => set({ photoOnScreen }),
  setLoopInputs: (inputs) => set(inputs),
});

/** `always` while something visible animates; `never` when hidden, scrolled away, still or lost. */
export function selectFrameloop(state: SceneSlice): 'always' | 'never' {
  const animating = state.pageVisible && state.heroInView && !state.reducedMotion && !state.contextLost;
  return animating ? 'always' : 'never';
}

export const selectPhotoOnScreen = (state: SceneSlice) => state.photoOnScreen;
export const selectSceneStatus = (state: SceneSlice) => state.sceneStatus;
