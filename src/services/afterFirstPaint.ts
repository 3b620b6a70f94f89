/**
 * Runs `task` once the page has loaded and painted, so optional work (vitals, the scene) never
 * competes with the first paint or the hydration that follows it.
 */
export function afterFirstPaint(task: () => void, target: Window = window): void {
  const nextFrame = () => target.requestAnimationFrame(() => target.setTimeout(task, 0));
  if (target.document.readyState === 'complete') nextFrame();
  else target.addEventListener('load', nextFrame, { once: true });
}
