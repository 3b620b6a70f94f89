type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/** How long an idle callback may wait on a page that is never idle, before it runs anyway. */
export const idleLimitMs = 5000;

/**
 * Runs `task` once the page has loaded (its largest paint is behind it) and the browser is idle, so
 * counting the view never competes with the page. Safari has no `requestIdleCallback`: a timeout
 * after the load stands in for it.
 */
export function whenIdleAfterLoad(task: () => void, target: IdleWindow = window): void {
  const whenIdle = () =>
    target.requestIdleCallback
      ? target.requestIdleCallback(task, { timeout: idleLimitMs })
      : target.setTimeout(task, 0);
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
