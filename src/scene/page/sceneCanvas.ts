import styles from './sceneCanvas.module.css';

export interface SceneCanvas {
  canvas: HTMLCanvasElement;
  /** Shows or hides what the canvas holds; hidden, it keeps its place (no layout change). */
  show: (shown: boolean) => void;
  remove: () => void;
}

/** The one canvas: fixed behind the DOM, full viewport, taking no pointer events, hidden from assistive technology. */
export function createSceneCanvas(): SceneCanvas {
  const layer = document.createElement('div');
  layer.className = styles.layer ?? '';
  layer.setAttribute('aria-hidden', 'true');
  const canvas = document.createElement('canvas');
  canvas.className = styles.canvas ?? '';
  layer.append(canvas);
  document.body.append(layer);
  return {
    canvas,
    show: (shown) => layer.toggleAttribute('data-stale', !shown),
    remove: () => layer.remove(),
  };
}
