import { sceneParams } from '@/scene/params';
import { createInbox, type PagePort, type SceneToPage } from '@/scene/protocol';
import type { WebGLProbe } from '@/scene/gpu/probeWebGL';
import { LOAD_TIMEOUT_MS, loadWithRetry } from '@/services/loadWithRetry';

export interface SceneWorker {
  worker: Worker;
  port: PagePort;
  /** What WebGL 2 the worker's own OffscreenCanvas got. */
  probe: WebGLProbe;
}

/** Whether this browser can hand a canvas to a worker at all (Safari before 16.4 cannot). */
export function workerCanRender(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

/**
 * Starts the scene worker and waits for its WebGL probe. A worker whose script does not load (or
 * throws before answering) counts as a failed attempt: retried with backoff, each attempt given as
 * long as any lazy chunk.
 */
export function startSceneWorker(): Promise<SceneWorker> {
  return loadWithRetry(openWorker, sceneParams.loading);
}

function openWorker(): Promise<SceneWorker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../gpu/workerEntry.ts', import.meta.url), { type: 'module', name: 'scene' });
    const inbox = createInbox<SceneToPage>();
    const port: PagePort = {
      send: (message, transfer = []) => worker.postMessage(message, transfer),
      listen: inbox.listen,
    };
    const fail = (reason: string) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('the scene worker did not answer in time'), LOAD_TIMEOUT_MS);
    worker.onerror = (event) => {
      event.preventDefault();
      fail(`the scene worker did not start${event.message ? ` (${event.message})` : ''}`);
    };
    worker.onmessage = ({ data }: MessageEvent<SceneToPage>) => {
      if (data.type !== 'probe') return;
      clearTimeout(timer);
      worker.onerror = null;
      worker.onmessage = ({ data: message }: MessageEvent<SceneToPage>) => inbox.deliver(message);
      resolve({ worker, port, probe: { support: data.support, renderer: data.renderer } });
    };
  });
}
