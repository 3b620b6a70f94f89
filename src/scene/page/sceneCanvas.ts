import styles from './sceneCanvas.module.css';

/** The one canvas: fixed behind the DOM, full viewport, taking no pointer events, hidden from assistive technology. */
export function createSceneCanvas(): { canvas: HTMLCanvasElement; remove: () => void } {
  const layer = document.createElement('div');
  layer.className = styles.layer ?? '';
  layer.setAttribute('aria-hidden', 'true');
  const canvas = document.createElement('canvas');
  canvas.className = styles.canvas ?? '';
  layer.append(canvas);
  document.body.append(layer);
  return { canvas, remove: () => layer.remove() };
}
