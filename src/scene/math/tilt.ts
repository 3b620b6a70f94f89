import { clamp } from './clamp';

/** Where the tilt input points across the photo: 0..1 from left to right and top to bottom. */
export interface TiltFraction {
  x: number;
  y: number;
}

/** A tilt pose: rotation about the screen's x and y axes in degrees, and the scale. */
export interface TiltPose {
  rotateX: number;
  rotateY: number;
  scale: number;
}

export const restingPose: TiltPose = { rotateX: 0, rotateY: 0, scale: 1 };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The pointer's position over `box` as fractions, clamped to the box. */
export function pointerFraction(
  clientX: number,
  clientY: number,
  box: Box,
  out: TiltFraction = { x: 0.5, y: 0.5 },
): TiltFraction {
  out.x = box.width > 0 ? clamp((clientX - box.left) / box.width, 0, 1) : 0.5;
  out.y = box.height > 0 ? clamp((clientY - box.top) / box.height, 0, 1) : 0.5;
  return out;
}

/**
 * Device orientation mapped across the photo like vanilla-tilt's gyroscope: `gamma` (left/right)
 * and `beta` (front/back) from [min, max] degrees to 0..1, clamped.
 */
export function orientationFraction(
  beta: number,
  gamma: number,
  min: number,
  max: number,
  out: TiltFraction = { x: 0.5, y: 0.5 },
): TiltFraction {
  const range = max - min;
  out.x = range > 0 ? clamp((gamma - min) / range, 0, 1) : 0.5;
  out.y = range > 0 ? clamp((beta - min) / range, 0, 1) : 0.5;
  return out;
}

/** The pose for an input fraction: the edge under the pointer sinks away, up to `maxDegrees`. */
export function tiltPose(
  fraction: TiltFraction,
  maxDegrees: number,
  scale: number,
  out: TiltPose = { ...restingPose },
): TiltPose {
  out.rotateX = (1 - 2 * fraction.y) * maxDegrees;
  out.rotateY = (2 * fraction.x - 1) * maxDegrees;
  out.scale = scale;
  return out;
}

/** A transition between poses; `to` may move while it runs (the pointer keeps moving). */
export interface TiltTween {
  from: TiltPose;
  to: TiltPose;
  start: number;
  duration: number;
}

/** The pose a tween shows at time `now` (same unit as `start`/`duration`), eased by `ease`. */
export function poseAt(
  tween: TiltTween,
  now: number,
  ease: (t: number) => number,
  out: TiltPose = { ...restingPose },
): TiltPose {
  const progress = tween.duration > 0 ? ease(clamp((now - tween.start) / tween.duration, 0, 1)) : 1;
  const mix = (a: number, b: number) => a + (b - a) * progress;
  out.rotateX = mix(tween.from.rotateX, tween.to.rotateX);
  out.rotateY = mix(tween.from.rotateY, tween.to.rotateY);
  out.scale = mix(tween.from.scale, tween.to.scale);
  return out;
}

const toRadians = Math.PI / 180;

/**
 * The photo's transform as a column-major 4 × 4 matrix in CSS space (x right, y down, z toward
 * the viewer, origin at the photo's centre): perspective · rotateX · rotateY · scale. The WebGL
 * plane multiplies its vertices by it and the CSS fallback sets it as `matrix3d()`, so both tilt
 * the same way.
 */
export function tiltMatrix(pose: TiltPose, perspective: number, out: number[] = new Array<number>(16)): number[] {
  const cx = Math.cos(pose.rotateX * toRadians);
  const sx = Math.sin(pose.rotateX * toRadians);
  const cy = Math.cos(pose.rotateY * toRadians);
  const sy = Math.sin(pose.rotateY * toRadians);
  const s = pose.scale;
  const w = perspective > 0 ? -1 / perspective : 0;
  // Columns of Rx · Ry · S, each with a fourth row from the perspective: w = 1 - z / perspective.
  writeColumn(out, 0, cy * s, sx * sy * s, -cx * sy * s, w);
  writeColumn(out, 1, 0, cx * s, sx * s, w);
  writeColumn(out, 2, sy * s, -sx * cy * s, cx * cy * s, w);
  out[12] = 0;
  out[13] = 0;
  out[14] = 0;
  out[15] = 1;
  return out;
}

function writeColumn(out: number[], column: number, x: number, y: number, z: number, w: number) {
  out[column * 4] = x;
  out[column * 4 + 1] = y;
  out[column * 4 + 2] = z;
  out[column * 4 + 3] = w * z;
}

/** `tiltMatrix` as a CSS `transform` value. */
export function tiltTransformCss(pose: TiltPose, perspective: number): string {
  const values = tiltMatrix(pose, perspective).map((value) => Number(value.toFixed(6)));
  return `matrix3d(${values.join(',')})`;
}
