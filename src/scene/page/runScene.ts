import { sceneColours } from 'virtual:theme';
import { sceneParams } from '@/scene/params';
import type { PageEnd } from '@/scene/protocol';
import { useAppStore } from '@/state/store';
import { feedLayout, heroOnScreen } from './feedLayout';
import { feedPageState, pageVisible } from './feedPageState';
import { feedPhoto } from './feedPhoto';
import { feedPointer } from './feedPointer';
import { measureLayout } from './measureLayout';
import { connectBridge } from './sceneBridge';
import type { SceneSession } from './sceneSession';
import { applySceneMessage } from './sceneStatus';

/** The tuning panel is opt-in: the dev server, or any build opened with `?tune`. */
const tuningEnabled = () => import.meta.env.DEV || new URLSearchParams(window.location.search).has('tune');

/**
 * Hands the canvas to the scene and feeds it the page until the session ends; the scene's messages
 * count only while it lasts (a frame presented by a scene being taken down says nothing).
 */
export function runScene(session: SceneSession, end: PageEnd, canvas: OffscreenCanvas | HTMLCanvasElement, transfer: Transferable[]): void {
  useAppStore.getState().setSceneStatus('loading');
  end.listen((message) => {
    if (!session.ended) applySceneMessage(message);
  });
  const heroInView = heroOnScreen();
  end.send(
    {
      type: 'init',
      canvas,
      layout: measureLayout(),
      params: sceneParams,
      colours: sceneColours,
      pageVisible: pageVisible(),
      heroInView,
    },
    transfer,
  );
  session.onEnd(connectBridge(end));
  for (const stop of [feedLayout(end, heroInView), feedPointer(end), feedPageState(end), feedPhoto(end)]) session.onEnd(stop);
  if (tuningEnabled()) void import('./mountTuningPanel').then(({ mountTuningPanel }) => mountTuningPanel(), () => undefined);
}
