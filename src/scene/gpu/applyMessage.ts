import type { PageToScene } from '@/scene/protocol';
import { useLiveParams } from './liveParams';
import { applyLayout } from './pageLayout';
import { applyPointer } from './pointer';
import { useSceneColours } from './sceneColours';
import { useSceneInputs } from './sceneInputs';
import { showPhoto } from './TiltPhoto';

/** What each message from the page (after `init`) changes in the running scene. */
export function applyMessage(
  message: Exclude<PageToScene, { type: 'init' }>,
  resize: (width: number, height: number) => void,
): void {
  switch (message.type) {
    case 'layout':
      applyLayout(message.layout);
      useSceneInputs.setState({ deviceDpr: message.layout.viewport.dpr });
      resize(message.layout.viewport.width, message.layout.viewport.height);
      break;
    case 'pointer':
    case 'pointer-leave':
    case 'tap-end':
    case 'orientation':
      applyPointer(message);
      break;
    case 'page-visible':
      useSceneInputs.setState({ pageVisible: message.visible });
      break;
    case 'hero-in-view':
      useSceneInputs.setState({ heroInView: message.view.inView, heroNews: message.view.number });
      break;
    case 'params':
      useLiveParams.setState(message.params);
      break;
    case 'colours':
      useSceneColours.setState({ colours: message.colours });
      break;
    case 'photo':
      showPhoto(message.bitmap);
      break;
  }
}
