import { createInbox, type PagePort, type PageToScene, type ScenePort, type SceneToPage } from '@/scene/protocol';

/**
 * Both ends of the bridge on one thread, for the main-thread fallback: the same messages as with a
 * worker, delivered in order on a microtask (asynchronous, as `postMessage` is), nothing copied.
 */
export function createLocalChannel(): [PagePort, ScenePort] {
  const toScene = createInbox<PageToScene>();
  const toPage = createInbox<SceneToPage>();
  return [
    { send: (message) => queueMicrotask(() => toScene.deliver(message)), listen: toPage.listen },
    { send: (message) => queueMicrotask(() => toPage.deliver(message)), listen: toScene.listen },
  ];
}
