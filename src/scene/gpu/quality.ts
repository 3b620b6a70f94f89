import { clamp } from '@/scene/math/clamp';
import { sceneParams } from '@/scene/params';

/** What the adaptive quality controls: the drawing buffer's pixel ratio and the bloom pass. */
export interface Quality {
  dpr: number;
  bloom: boolean;
}

interface DprRange {
  min: number;
  max: number;
}

/** The drawing buffer's pixel ratio stays within this range (`sceneParams.quality`). */
export const dprRange: DprRange = { min: sceneParams.quality.dprMin, max: sceneParams.quality.dprMax };

/** Start sharp and plain: bloom waits until the monitor reports headroom. */
export function initialQuality(devicePixelRatio: number, range: DprRange): Quality {
  return { dpr: clamp(devicePixelRatio, range.min, range.max), bloom: false };
}

/** Frames are too slow: lower the pixel ratio first; bloom goes only once the ratio is at its floor. */
export function declineQuality(quality: Quality, range: DprRange): Quality {
  if (quality.dpr > range.min) return { ...quality, dpr: range.min };
  return { ...quality, bloom: false };
}

/** Headroom: restore the pixel ratio first, then add bloom. */
export function inclineQuality(quality: Quality, deviceMax: number): Quality {
  if (quality.dpr < deviceMax) return { ...quality, dpr: deviceMax };
  return { ...quality, bloom: true };
}
