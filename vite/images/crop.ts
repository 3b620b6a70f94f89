import { clamp } from '../../src/scene/math/clamp.ts';
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The focus of an image that names none: its centre (ContentImage's `focus`). */
export const CENTRE = { x: 0.5, y: 0.5 };

/**
 * The largest region of a width × height image with the given aspect ratio, centred on the focus
 * point (0–1 from the left and the top) as far as the edges allow.
 */
export function cropBox(width: number, height: number, aspectRatio: number, focus = CENTRE): Box {
  const cropWidth = Math.min(width, Math.round(height * aspectRatio));
  const cropHeight = Math.min(height, Math.round(width / aspectRatio));
  return {
    left: clamp(Math.round(focus.x * width - cropWidth / 2), 0, width - cropWidth),
    top: clamp(Math.round(focus.y * height - cropHeight / 2), 0, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}
