import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { photoFrame } from './scene-helpers';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far around the DOM photo's box `ringOnScreen` looks for the ring, CSS px. */
export const ringMargin = 24;

/** How far past the round DOM photo's edge a coloured pixel still counts as the ring, CSS px: the tests' tolerance. */
const ringReach = 1;

/**
 * Where the accent ring is on screen now, CSS px: the box of the strongly coloured pixels around the
 * DOM photo's box, within `ringReach` of its round edge (the photo's own glows sit inside the ring;
 * outside it, the particles and links may be of any colour the owner tunes). A ring off the photo or
 * smaller than it still shows: an edge comes inward; one larger reads as at the reach. Null when no such pixel is there.
 */
async function ringOnScreen(page: Page, around: Box, dpr: number): Promise<Box | null> {
  const clip = {
    x: around.x - ringMargin,
    y: around.y - ringMargin,
    width: around.width + 2 * ringMargin,
    height: around.height + 2 * ringMargin,
  };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const centre = { x: info.width / 2, y: info.height / 2 };
  const reach = ((Math.max(around.width, around.height) / 2 + ringReach) * info.width) / clip.width;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (Math.hypot(x + 0.5 - centre.x, y + 0.5 - centre.y) > reach) continue;
      const i = (y * info.width + x) * info.channels;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      if (Math.max(r, g, b) - Math.min(r, g, b) < 40) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  }
  if (right < left) return null;
  return { x: clip.x + left / dpr, y: clip.y + top / dpr, width: (right - left) / dpr, height: (bottom - top) / dpr };
}

/** The largest distance between an edge of the ring and the same edge of the DOM photo, CSS px (Infinity: no ring). */
function ringOffset(ring: Box | null, dom: Box): number {
  if (!ring) return Infinity;
  return Math.max(
    Math.abs(ring.x - dom.x),
    Math.abs(ring.y - dom.y),
    Math.abs(ring.x + ring.width - (dom.x + dom.width)),
    Math.abs(ring.y + ring.height - (dom.y + dom.height)),
  );
}

export async function photoBox(page: Page): Promise<Box> {
  const box = await photoFrame(page).boundingBox();
  if (!box) throw new Error('the photo has no box');
  return box;
}

/** Waits until a few frames have passed with the scroll still, then measures how far the ring is from the DOM photo. */
export async function settledRingOffset(page: Page, dpr: number): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
  const dom = await photoBox(page);
  return ringOffset(await ringOnScreen(page, dom, dpr), dom);
}
