/**
 * One attempt at running the scene: from the moment motion is allowed until the scene is taken down
 * (the visitor asks for reduced motion, or the scene fails or is declined). Each thing the start-up
 * makes (the worker, the canvas, the main-thread host, the feeds) is handed over with the step
 * that undoes it; ending the session undoes them all, newest first, once. A thing handed over after
 * the end (an asynchronous step that finished late) is undone at once, and `ended` tells the
 * start-up to go no further.
 */
export interface SceneSession {
  readonly ended: boolean;
  onEnd(undo: () => void): void;
  end(): void;
}

export function createSceneSession(): SceneSession {
  const undos: (() => void)[] = [];
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    onEnd(undo) {
      if (ended) undo();
      else undos.push(undo);
    },
    end() {
      if (ended) return;
      ended = true;
      for (const undo of undos.splice(0).reverse()) undo();
    },
  };
}
