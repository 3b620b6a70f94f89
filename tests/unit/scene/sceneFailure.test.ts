// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInbox, type PagePort, type SceneToPage } from '@/scene/protocol';
import { createSceneSession } from '@/scene/page/sceneSession';
import { chooseSceneHost } from '@/scene/page/chooseSceneHost';
import { useAppStore } from '@/state/store';

/** A stand-in worker: the test raises its `error` event and delivers its messages. */
const worker = vi.hoisted(() => {
  const errorListeners: ((event: { message: string; preventDefault(): void }) => void)[] = [];
  return {
    errorListeners,
    addEventListener: (type: string, listener: (event: { message: string; preventDefault(): void }) => void) => {
      if (type === 'error') errorListeners.push(listener);
    },
    terminate: () => undefined,
  };
});
const toPage = vi.hoisted(() => ({ deliver: (message: unknown): void => void message }));
const pageProbe = vi.hoisted(() => ({ calls: 0 }));

// Tests run as the dev server does, where connectScene also opens the tuning panel: after the test, on a
// document already torn down. The failure paths under test do not involve it.
vi.mock('@/scene/page/mountTuningPanel', () => ({ mountTuningPanel: () => undefined }));

vi.mock('@/scene/page/sceneWorker', () => ({
  workerCanRender: () => true,
  startSceneWorker: () => {
    const inbox = createInbox<SceneToPage>();
    toPage.deliver = (message) => inbox.deliver(message as SceneToPage);
    const port: PagePort = { send: () => undefined, listen: inbox.listen };
    return Promise.resolve({ worker, port, probe: { support: 'hardware', renderer: 'a GPU' } });
  },
}));
// The page host asks for WebGL on its own canvas first: here it gets none, so a diversion shows as `declined`.
vi.mock('@/scene/gpu/probeWebGL', () => ({
  probeWebGL: () => {
    pageProbe.calls += 1;
    return { support: 'none', renderer: '' };
  },
}));
vi.mock('@/scene/page/sceneCanvas', () => ({
  createSceneCanvas: () => ({
    canvas: { transferControlToOffscreen: () => ({}) },
    show: () => undefined,
    remove: () => undefined,
  }),
}));
vi.mock('@/scene/page/feedLayout', () => ({ feedLayout: () => () => undefined, heroInViewport: () => true }));

const initial = useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  worker.errorListeners.length = 0;
  pageProbe.calls = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const workerError = (message: string) => {
  for (const listener of worker.errorListeners) listener({ message, preventDefault: () => undefined });
};

/** Starts the scene in the stand-in worker and brings it as far as `steps` say. */
async function startInWorker(steps: SceneToPage[]) {
  await chooseSceneHost(createSceneSession());
  for (const message of steps) toPage.deliver(message);
  await flush();
}

const presented: SceneToPage = { type: 'presented', photo: true, heroNews: 0 };

describe('a worker scene that fails', () => {
  it.each([
    ['the worker stops', () => workerError('out of memory')],
    ['the scene reports `failed`', () => toPage.deliver({ type: 'failed', reason: 'no context' })],
  ])('before its first frame, gives way to the page host when %s', async (_, fail) => {
    await startInWorker([]);
    fail();
    await flush();
    expect(pageProbe.calls).toBe(1);
  });

  it.each([
    ['the worker stops', () => workerError('out of memory')],
    ['the scene reports `failed`', () => toPage.deliver({ type: 'failed', reason: 'no context' })],
  ])('after a presented frame and a lost context, fails the scene when %s', async (_, fail) => {
    await startInWorker([presented, { type: 'context-lost' }]);
    expect(useAppStore.getState().sceneStatus).toBe('lost');
    fail();
    await flush();
    expect(pageProbe.calls).toBe(0);
    expect(useAppStore.getState().sceneStatus).toBe('failed');
  });
});
