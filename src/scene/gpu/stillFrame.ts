/**
 * A way for scene parts to ask the stopped loop for a fresh still frame when something it shows
 * changes outside any frame (a layout, a photo or params arriving from the page). LoopController answers; while the
 * loop runs, the next frame shows the change anyway.
 */
let redraw: (() => void) | undefined;

export function answerStillFrameRequests(handler: () => void): () => void {
  redraw = handler;
  return () => {
    if (redraw === handler) redraw = undefined;
  };
}

export function requestStillFrame(): void {
  redraw?.();
}
