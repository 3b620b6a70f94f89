import { useAppStore, type AppState } from '@/state/store';

/**
 * Shows the scene's status on `<html data-scene="…">`, where CSS reads it (the hero's poster fades
 * out under `running`). Before this runs, and without JavaScript, there is no attribute: the poster stays.
 */
export function showSceneStatus(root: HTMLElement = document.documentElement): void {
  const show = ({ sceneStatus, contextLost }: AppState) => {
    root.dataset.scene = contextLost ? 'lost' : sceneStatus;
  };
  show(useAppStore.getState());
  useAppStore.subscribe(show);
}
