import { paintRecordLimitMs } from './afterFirstPaint';

type PageWindow = Window & Pick<typeof globalThis, 'PerformanceObserver'>;

const largestPaint = 'largest-contentful-paint';

/**
 * Runs `callback` once the browser records the paint of the page's priority image
 * (`fetchpriority="high"`: the hero photo, a cover) as its largest so far. The text is often painted
 * a frame or more before the photo, and an app asked for in between puts its requests ahead of the
 * page's largest paint: Lighthouse counts them towards LCP. No wait where there is nothing to wait
 * for: no such image, a browser that keeps no such record (Safari), an image that fails, or one that
 * cannot be the largest (out of view, or no larger than what was painted already). It waits on the
 * browser's record, not on a frame of ours, which a paused clock holds (the visual suites'); a timer
 * only caps the wait at `paintRecordLimitMs`.
 */
export function whenPriorityImagePainted(callback: () => void, target: PageWindow = window): void {
  const image = target.document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || !(target.PerformanceObserver?.supportedEntryTypes ?? []).includes(largestPaint)) return callback();
  let done = false;
  let decoded = false;
  let recordsRead = false;
  let largestSoFar = 0;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    callback();
  };
  // Out of view (a page opened at a #section) it will not be recorded, and nothing waits for it.
  const cannotBeLargest = () => {
    const area = shownArea(image, target);
    return decoded && (area === 0 || (recordsRead && area <= largestSoFar));
  };
  const observer = new target.PerformanceObserver((list) => {
    recordsRead = true;
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      if (entry.element === image) return once();
      largestSoFar = Math.max(largestSoFar, entry.size);
    }
    if (cannotBeLargest()) once();
  });
  observer.observe({ type: largestPaint, buffered: true });
  image.decode().then(() => {
    decoded = true;
    if (cannotBeLargest()) once();
  }, once);
  target.setTimeout(once, paintRecordLimitMs);
}

/** The part of the image inside the viewport, in CSS pixels squared. */
function shownArea(image: HTMLImageElement, target: Window): number {
  const box = image.getBoundingClientRect();
  const width = Math.min(box.right, target.innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, target.innerHeight) - Math.max(box.top, 0);
  return Math.max(width, 0) * Math.max(height, 0);
}
