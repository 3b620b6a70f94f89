import type { PageLayout } from '@/scene/protocol';
import { heroSelector, photoSelector } from './anchors';

export const heroElement = (): HTMLElement | null => document.querySelector<HTMLElement>(heroSelector);
export const photoFrame = (): HTMLElement | null => document.querySelector<HTMLElement>(photoSelector);
export const photoImage = (): HTMLImageElement | null => photoFrame()?.querySelector('img') ?? null;

/** Where the hero and the photo are in the viewport now, for the scene to draw over them. */
export function measureLayout(): PageLayout {
  const viewport = { width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio || 1 };
  const hero = heroElement();
  const frame = photoFrame();
  const image = photoImage();
  const heroRect = hero?.getBoundingClientRect();
  let photo: PageLayout['photo'] = null;
  if (frame && frame.offsetWidth > 0) {
    // The centre survives any transform about it; the size is the untransformed layout width.
    const rect = frame.getBoundingClientRect();
    photo = {
      centreX: rect.left + rect.width / 2,
      centreY: rect.top + rect.height / 2,
      size: frame.offsetWidth,
      innerRatio: image ? image.offsetWidth / frame.offsetWidth : 1,
    };
  }
  return {
    viewport,
    hero: heroRect ? { left: heroRect.left, top: heroRect.top, width: heroRect.width, height: heroRect.height } : null,
    photo,
  };
}
