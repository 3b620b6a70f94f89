import { create } from 'zustand';
import { resetOnRestart } from './runState';

/** What the page reports about itself that decides whether the scene animates. */
export interface SceneInputs {
  pageVisible: boolean;
  heroInView: boolean;
  /** The number of the page's latest hero news (protocol `HeroView`). */
  heroNews: number;
  contextLost: boolean;
  /** The page's device pixel ratio: the most the adaptive quality climbs back to. */
  deviceDpr: number;
}

export const useSceneInputs = create<SceneInputs>()(() => ({
  pageVisible: true,
  heroInView: true,
  heroNews: 0,
  contextLost: false,
  deviceDpr: 1,
}));
resetOnRestart(() => useSceneInputs.setState(useSceneInputs.getInitialState(), true));

/** `always` while something visible animates; `never` when hidden, scrolled away or lost. */
export function selectFrameloop(inputs: SceneInputs): 'always' | 'never' {
  const animating = inputs.pageVisible && inputs.heroInView && !inputs.contextLost;
  return animating ? 'always' : 'never';
}
