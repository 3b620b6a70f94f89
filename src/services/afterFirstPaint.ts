/**
 * Runs `task` once the page has loaded and its first contentful paint has reached the screen, so
 * optional work (vitals, motion, the scene) never competes with the first paint or the hydration
 * that follows it. The paint is the browser's own record of it: on a busy machine a frame can be
 * produced well before it is presented, so an animation frame alone is no proof of a paint.
 */
export function afterFirstPaint(task: () => void, target: PageWindow = window): void {
  const afterPaint = () => whenFirstPainted(() => target.setTimeout(task, 0), target);
  if (target.document.readyState === 'complete') afterPaint();
  else target.addEventListener('load', afterPaint, { once: true });
}

type PageWindow = Window & Pick<typeof globalThis, 'PerformanceObserver'>;

const firstPaint = 'first-contentful-paint';

/**
 * How long to wait for the browser's record of the first contentful paint before going ahead
 * without it: Firefox ESR 153 makes none for a page opened at a `#section`, which then never
 * hydrated. A second is long past that paint on any page that does get the record.
 */
export const paintRecordLimitMs = 1000;

/** Runs `callback` once the browser has recorded the page's first contentful paint. */
export function whenFirstPainted(callback: () => void, target: PageWindow = window): void {
  if (target.performance.getEntriesByName(firstPaint).length > 0) return callback();
  if (!(target.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) {
    target.requestAnimationFrame(callback);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    callback();
  };
  const observer = new target.PerformanceObserver((entries) => {
    if (entries.getEntriesByName(firstPaint).length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  target.setTimeout(once, paintRecordLimitMs);
}
