import type { PageLayout } from '@/scene/protocol';
import { perRun } from './runState';

/**
 * Where the DOM's hero and photo are in the viewport, as the page last reported them (once per
 * frame while the hero is in view). Reused objects: frame code reads them, `applyLayout` writes them.
 */
export const heroBox = perRun(() => ({ left: 0, top: 0, width: 0, height: 0, found: false }));
export const photoBox = perRun(() => ({ centreX: 0, centreY: 0, size: 0, innerRatio: 1, found: false }));

export function applyLayout({ hero, photo }: PageLayout): void {
  heroBox.found = hero !== null;
  if (hero) Object.assign(heroBox, hero);
  photoBox.found = photo !== null && photo.size > 0;
  if (photo) Object.assign(photoBox, photo);
}
