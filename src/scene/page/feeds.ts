import { schemeColours } from 'virtual:colour-schemes';
import type { HeroView, PagePort } from '@/scene/protocol';
import { onSchemeChange } from '@/services/colourScheme';
import { feedLayout } from './feedLayout';
import { feedPhoto } from './feedPhoto';
import { feedPointer } from './feedPointer';
import { connectBridge } from './sceneBridge';

export const pageVisible = () => document.visibilityState === 'visible';

/** Tells the scene when the tab is hidden or shown. */
function feedPageState(port: PagePort): () => void {
  const onVisibility = () => port.send({ type: 'page-visible', visible: pageVisible() });
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}

/** Tells the scene each switch of colour scheme (when the content offers two). */
function feedScheme(port: PagePort): () => void {
  return onSchemeChange((scheme) => {
    if (schemeColours) port.send({ type: 'colours', colours: schemeColours[scheme] });
  });
}

/**
 * The one place that feeds the scene the page after `init`: layout and hero news, pointer and
 * orientation, the tab's visibility, the photo, the colour scheme, and the tuning panel's edits (the last edit first). A new kind of page
 * input is one more line here. Returns the function that stops them all.
 */
export function feedScene(port: PagePort, hero: HeroView, heroChanged: (view: HeroView) => void): () => void {
  const stops = [
    connectBridge(port),
    feedLayout(port, hero, heroChanged),
    feedPointer(port),
    feedPageState(port),
    feedPhoto(port),
    feedScheme(port),
  ];
  return () => {
    for (const stop of [...stops].reverse()) stop();
  };
}
