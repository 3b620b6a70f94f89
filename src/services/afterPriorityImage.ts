import { paintRecordLimitMs } from './afterFirstPaint';

/**
 * Runs `callback` once the page's priority image (`fetchpriority="high"`: the hero photo, a cover)
 * is drawn, has failed, or has not come within `paintRecordLimitMs`; at once on a page without one.
 * The text is often painted a frame or more before the photo, and an app fetched in between puts
 * its requests ahead of the page's largest paint: Lighthouse then counts them towards its LCP.
 */
export function whenPriorityImageShown(callback: () => void, target: Window = window): void {
  const image = target.document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || typeof image.decode !== 'function') return callback();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  // Decoded, the image is in the next frame; the timeout set in that frame's callback runs after it is painted.
  image.decode().then(() => target.requestAnimationFrame(() => target.setTimeout(once, 0)), once);
  target.setTimeout(once, paintRecordLimitMs);
}
