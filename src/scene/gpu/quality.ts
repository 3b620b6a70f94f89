/** What the adaptive quality controls: the drawing buffer's pixel ratio and the bloom pass. */
export interface Quality {
  dpr: number;
  bloom: boolean;
}

interface DprRange {
  min: number;
  max: number;
}

/** Start sharp and plain: bloom waits until the monitor reports headroom. */
export function initialQuality(devicePixelRatio: number, range: DprRange): Quality {
  return { dpr: Math.min(range.max, Math.max(range.min, devicePixelRatio)), bloom: false };
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
