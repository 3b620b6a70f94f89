import { sceneParams } from '@/scene/params';
import { createInbox, type PageToScene, type ScenePort, type SceneToPage } from '@/scene/protocol';
import { loadWithRetry } from '@/services/loadWithRetry';
import { errorMessage } from '@/services/errorMessage';
import { probeWebGL } from './probeWebGL';

/**
 * The scene worker's entry, kept small: it asks its own OffscreenCanvas for WebGL 2, tells the page,
 * and imports the scene code only once the page answers with `init` (a declined visitor's worker is
 * ended before that, having downloaded nothing heavy).
 */
interface WorkerScope {
  postMessage(message: SceneToPage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageToScene>) => void): void;
}

const scope = self as unknown as WorkerScope;
const inbox = createInbox<PageToScene>();
const port: ScenePort = {
  send: (message, transfer = []) => scope.postMessage(message, transfer),
  listen: inbox.listen,
};

let started = false;
scope.addEventListener('message', ({ data }) => {
  inbox.deliver(data);
  if (data.type !== 'init' || started) return;
  started = true;
  loadWithRetry(() => import('./hostScene'), sceneParams.loading).then(
    ({ hostScene }) => hostScene(port),
    (error: unknown) => port.send({ type: 'failed', reason: `the scene code did not load (${errorMessage(error)})` }),
  );
});

port.send({ type: 'probe', ...probeWebGL(new OffscreenCanvas(1, 1)) });
