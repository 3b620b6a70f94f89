import { schemeColours } from 'virtual:colour-schemes';
import { sceneColours } from 'virtual:theme';
import { sceneParams } from '@/scene/params';
import type { PagePort } from '@/scene/protocol';
import { currentScheme } from '@/services/colourScheme';
import { useAppStore } from '@/state/store';
import type { SceneHost } from '@/scene/math/frameCost';
import { createCanvasShutter } from './canvasShutter';
import { checkCost } from './checkCost';
import { countContextLosses } from './contextLosses';
import { heroInViewport } from './feedLayout';
import { feedScene, pageVisible } from './feeds';
import { measureLayout } from './measureLayout';
import type { SceneCanvas } from './sceneCanvas';
import type { SceneSession } from './sceneSession';
import { applySceneMessage } from './sceneStatus';

/** The tuning panel is opt-in: the dev server, or any build opened with `?tune`. */
const tuningEnabled = () => import.meta.env.DEV || new URLSearchParams(window.location.search).has('tune');

export interface ConnectSceneOptions {
  /** What the scene's pieces are handed to; ending it takes them down. */
  session: SceneSession;
  /** The page's port of the bridge to the host. */
  port: PagePort;
  sceneCanvas: SceneCanvas;
  /** What the host draws on: the canvas itself, or its offscreen control for a worker. */
  drawOn: OffscreenCanvas | HTMLCanvasElement;
  /** Which host draws (the cost check's budget depends on it). */
  host: SceneHost;
  /** Where a failure before the first presented frame goes instead of failing the scene (the worker's fallback). */
  failedEarly?: (reason: string) => void;
}

/**
 * Hands the canvas to the scene and feeds it the page until the session ends (`feeds.ts`); the
 * scene's messages count only while it lasts (a frame presented by a scene being taken down says
 * nothing). The canvas shows only frames of the hero as it is now (`canvasShutter.ts`); a scene whose
 * first frames cost too much is declined (`checkCost.ts`). Returns `fail`, the one path of a failure,
 * whether the scene reports it or its host dies: before the first presented frame it goes to
 * `failedEarly` where there is one, otherwise (and after a lost context) it fails the scene.
 */
export function connectScene({
  session,
  port,
  sceneCanvas,
  drawOn,
  host,
  failedEarly,
}: ConnectSceneOptions): (reason: string) => void {
  useAppStore.getState().setSceneStatus('loading');
  const layout = measureLayout();
  const hero = { inView: heroInViewport(layout), number: 0 };
  const shutter = createCanvasShutter(sceneCanvas.show, hero);
  const cost = checkCost(host);
  const contextLost = countContextLosses(sceneParams.maxContextLosses);
  session.onEnd(cost.stop);
  let presented = false;
  const fail = (reason: string) => {
    if (session.ended) return;
    if (failedEarly && !presented) failedEarly(reason);
    else useAppStore.getState().failScene(reason);
  };
  port.listen((message) => {
    if (session.ended) return;
    if (message.type === 'failed') return fail(message.reason);
    if (message.type === 'presented') presented = true;
    applySceneMessage(message);
    cost.onMessage(message);
    if (message.type === 'presented') shutter.presented(message.heroNews, message.photo);
    if (message.type === 'context-lost') {
      shutter.lost();
      const givenUp = contextLost();
      if (givenUp) useAppStore.getState().failScene(givenUp);
    }
  });
  port.send(
    {
      type: 'init',
      canvas: drawOn,
      layout,
      params: sceneParams,
      colours: schemeColours?.[currentScheme()] ?? sceneColours,
      pageVisible: pageVisible(),
      hero,
    },
    drawOn instanceof HTMLCanvasElement ? [] : [drawOn],
  );
  session.onEnd(feedScene(port, hero, shutter.heroChanged));
  if (tuningEnabled())
    void import('./mountTuningPanel').then(
      ({ mountTuningPanel }) => mountTuningPanel(),
      () => undefined,
    );
  return fail;
}
