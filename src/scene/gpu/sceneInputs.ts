import { create } from 'zustand';

/** What the page reports about itself that decides whether the scene animates. */
export interface SceneInputs {
  pageVisible: boolean;
  heroInView: boolean;
  reducedMotion: boolean;
  contextLost: boolean;
  /** The page's device pixel ratio: the most the adaptive quality climbs back to. */
  deviceDpr: number;
}

export const useSceneInputs = create<SceneInputs>()(() => ({
  pageVisible: true,
  heroInView: true,
  reducedMotion: false,
  contextLost: false,
  deviceDpr: 1,
}));

/** `always` while something visible animates; `never` when hidden, scrolled away, still or lost. */
export function selectFrameloop(inputs: SceneInputs): 'always' | 'never' {
  const animating = inputs.pageVisible && inputs.heroInView && !inputs.reducedMotion && !inputs.contextLost;
  return animating ? 'always' : 'never';
}
