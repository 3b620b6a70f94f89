import { schemeColours } from 'virtual:colour-schemes';
import { sceneColours } from 'virtual:theme';
import { sceneParams } from '@/scene/params';
import type { PageEnd } from '@/scene/protocol';
import { currentScheme, onSchemeChange } from '@/services/colourScheme';
import { useAppStore } from '@/state/store';
import type { SceneHost } from '@/scene/math/frameCost';
import { createCanvasShutter } from './canvasShutter';
import { checkCost } from './checkCost';
import { countContextLosses } from './contextLosses';
import { feedLayout, heroInViewport } from './feedLayout';
import { feedPageState, pageVisible } from './feedPageState';
import { feedPhoto } from './feedPhoto';
import { feedPointer } from './feedPointer';
import { measureLayout } from './measureLayout';
import { connectBridge } from './sceneBridge';
import type { SceneCanvas } from './sceneCanvas';
import type { SceneSession } from './sceneSession';
import { applySceneMessage } from './sceneStatus';

/** The tuning panel is opt-in: the dev server, or any build opened with `?tune`. */
const tuningEnabled = () => import.meta.env.DEV || new URLSearchParams(window.location.search).has('tune');

/**
 * Hands the canvas (`drawOn`: the element itself, or its offscreen control for a worker) to the
 * scene and feeds it the page until the session ends; the scene's messages count only while it
 * lasts (a frame presented by a scene being taken down says nothing). The canvas shows only frames
 * of the hero as it is now (`canvasShutter.ts`); a scene whose first frames cost too much is
 * declined (`checkCost.ts`).
 */
export function runScene(
  session: SceneSession,
  end: PageEnd,
  sceneCanvas: SceneCanvas,
  drawOn: OffscreenCanvas | HTMLCanvasElement,
  transfer: Transferable[],
  host: SceneHost,
  /** Where a failure before the first presented frame goes instead of failing the scene (the worker's fallback). */
  failedEarly?: (reason: string) => void,
): void {
  useAppStore.getState().setSceneStatus('loading');
  const layout = measureLayout();
  const hero = { inView: heroInViewport(layout), number: 0 };
  const shutter = createCanvasShutter(sceneCanvas.show, hero);
  const cost = checkCost(host);
  const contextLost = countContextLosses(sceneParams.maxContextLosses);
  session.onEnd(cost.stop);
  let presented = false;
  end.listen((message) => {
    if (session.ended) return;
    if (message.type === 'failed' && failedEarly && !presented) return failedEarly(message.reason);
    if (message.type === 'presented') presented = true;
    applySceneMessage(message);
    cost.onMessage(message);
    if (message.type === 'presented') shutter.presented(message.heroView, message.photo);
    if (message.type === 'context-lost') {
      shutter.lost();
      const givenUp = contextLost();
      if (givenUp) useAppStore.getState().failScene(givenUp);
    }
  });
  end.send(
    {
      type: 'init',
      canvas: drawOn,
      layout,
      params: sceneParams,
      colours: schemeColours?.[currentScheme()] ?? sceneColours,
      pageVisible: pageVisible(),
      hero,
    },
    transfer,
  );
  session.onEnd(connectBridge(end));
  const feeds = [feedLayout(end, hero, shutter.heroChanged), feedPointer(end), feedPageState(end), feedPhoto(end), feedScheme(end)];
  for (const stop of feeds) session.onEnd(stop);
  if (tuningEnabled()) void import('./mountTuningPanel').then(({ mountTuningPanel }) => mountTuningPanel(), () => undefined);
}

/** Tells the scene each switch of colour scheme; returns the unsubscribe. */
function feedScheme(end: PageEnd): () => void {
  return onSchemeChange((scheme) => {
    if (schemeColours) end.send({ type: 'colours', colours: schemeColours[scheme] });
  });
}
