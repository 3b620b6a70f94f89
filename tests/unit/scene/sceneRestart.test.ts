// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneColours } from 'virtual:theme';
import { sceneParams } from '@/scene/params';
import type { PageLayout, SceneToPage } from '@/scene/protocol';
import { hostScene } from '@/scene/gpu/hostScene';
import { useLiveParams } from '@/scene/gpu/liveParams';
import { heroBox, photoBox } from '@/scene/gpu/pageLayout';
import { pointer } from '@/scene/gpu/pointer';
import { noteFrameDrawn, notePhotoDrawn } from '@/scene/gpu/presentation';
import { useSceneInputs } from '@/scene/gpu/sceneInputs';
import { createLocalChannel } from '@/scene/page/localChannel';

// No WebGL here: the R3F root cannot start and reports `failed`; the host's state is what is looked at.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

const layout: PageLayout = {
  viewport: { width: 1440, height: 900, dpr: 1 },
  hero: { left: 0, top: 0, width: 1440, height: 900 },
  photo: { centreX: 1000, centreY: 400, size: 300, innerRatio: 0.9 },
};

/** Everything of the scene's module-level state a test can read from outside. */
function hostState() {
  return structuredClone({
    pointer,
    heroBox,
    photoBox,
    inputs: useSceneInputs.getState(),
    params: useLiveParams.getState(),
  });
}

/** One run of the main-thread host: started, used, its context lost, taken down. */
async function run(onStarted: (state: ReturnType<typeof hostState>, reports: SceneToPage[]) => void) {
  const [page, scene] = createLocalChannel();
  const reports: SceneToPage[] = [];
  page.listen((message) => reports.push(message));
  const stop = hostScene(scene);
  page.send({
    type: 'init',
    canvas: document.createElement('canvas'),
    layout,
    params: sceneParams,
    colours: sceneColours,
    pageVisible: true,
    hero: { inView: true, number: 0 },
  });
  await flush();
  noteFrameDrawn();
  await flush();
  onStarted(hostState(), reports);

  page.send({ type: 'pointer', x: 990, y: 410, active: true });
  page.send({ type: 'orientation', beta: 30, gamma: -20 });
  page.send({ type: 'tap-end' });
  page.send({
    type: 'layout',
    layout: { ...layout, viewport: { width: 390, height: 844, dpr: 3 }, photo: { ...layout.photo!, size: 180 } },
  });
  page.send({ type: 'hero-in-view', view: { inView: false, number: 1 } });
  page.send({ type: 'page-visible', visible: false });
  page.send({ type: 'params', params: { ...sceneParams, seed: sceneParams.seed + 1 } });
  await flush();
  useSceneInputs.setState({ contextLost: true });
  expect(pointer).toMatchObject({ x: 990, y: 410, hasOrientation: true });
  // Taken down in the middle of a frame that drew the photo.
  notePhotoDrawn();
  stop();
}

describe('the main-thread host started again', () => {
  it('starts twice more, each time with nothing left from the run before', async () => {
    let first: ReturnType<typeof hostState> | undefined;
    const firstFrames: SceneToPage[][] = [];
    const started = (state: ReturnType<typeof hostState>, reports: SceneToPage[]) => {
      first ??= state;
      expect(state).toEqual(first);
      firstFrames.push(reports.filter(({ type }) => type === 'presented'));
    };
    for (let runs = 0; runs < 3; runs += 1) await run(started);
    // Each run's first frame, drawn without the photo, is reported as such.
    expect(firstFrames).toEqual(Array.from({ length: 3 }, () => [{ type: 'presented', photo: false, heroNews: 0 }]));
  });
});
