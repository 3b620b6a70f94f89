import type { SceneColours } from '@/scene/protocol';
import { photoFrame } from './measureLayout';

/** The theme's colours the scene draws with, resolved from the page's custom properties. */
export function sceneColours(): SceneColours {
  const body = getComputedStyle(document.body);
  const frame = getComputedStyle(photoFrame() ?? document.body);
  const read = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name).trim();
  return {
    background: read(body, '--color-bg'),
    ringTop: read(frame, '--color-accent-1'),
    ringBottom: read(frame, '--color-accent-2'),
    card: read(frame, '--color-card'),
  };
}
