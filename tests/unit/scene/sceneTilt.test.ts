import { describe, expect, it } from 'vitest';
import { cubicBezier } from '@/scene/math/easing';
import {
  orientationFraction,
  pointerFraction,
  poseAt,
  restingPose,
  tiltMatrix,
  tiltPose,
  tiltTransformCss,
} from '@/scene/math/tilt';
import { sceneParams } from '@/scene/params';

const { maxDegrees, perspective, scale } = sceneParams.tilt;
const photo = { left: 100, top: 200, width: 349, height: 349 };

/** Where the matrix puts a point of the photo (CSS px from its centre), after the perspective divide. */
function project(matrix: number[], x: number, y: number) {
  const at = (row: number, column: number) => matrix[column * 4 + row] ?? Number.NaN;
  const w = at(3, 0) * x + at(3, 1) * y + at(3, 3);
  return {
    x: (at(0, 0) * x + at(0, 1) * y + at(0, 3)) / w,
    y: (at(1, 0) * x + at(1, 1) * y + at(1, 3)) / w,
    z: at(2, 0) * x + at(2, 1) * y + at(2, 3),
  };
}

describe('tilt angles from the pointer', () => {
  it('rests flat with the pointer at the centre', () => {
    const pose = tiltPose(pointerFraction(100 + 349 / 2, 200 + 349 / 2, photo), maxDegrees, scale);
    expect(pose.rotateX).toBeCloseTo(0);
    expect(pose.rotateY).toBeCloseTo(0);
    expect(pose.scale).toBe(scale);
  });

  it("reaches the tilt knob's maximum on both axes at a corner, and no further outside the photo", () => {
    const corner = tiltPose(pointerFraction(100, 200, photo), maxDegrees, scale);
    expect(Math.abs(corner.rotateX)).toBe(maxDegrees);
    expect(Math.abs(corner.rotateY)).toBe(maxDegrees);
    const beyond = tiltPose(pointerFraction(-500, -500, photo), maxDegrees, scale);
    expect(beyond).toEqual(corner);
  });

  it('sinks the edge under the pointer away from the viewer', () => {
    const left = tiltMatrix(tiltPose(pointerFraction(100, 375, photo), maxDegrees, 1), perspective);
    expect(project(left, -170, 0).z).toBeLessThan(0);
    expect(project(left, 170, 0).z).toBeGreaterThan(0);
    const top = tiltMatrix(tiltPose(pointerFraction(275, 200, photo), maxDegrees, 1), perspective);
    expect(project(top, 0, -170).z).toBeLessThan(0);
    // The far edge looks smaller than the near one through the perspective.
    expect(Math.abs(project(left, -170, 0).x)).toBeLessThan(Math.abs(project(left, 170, 0).x));
  });
});

describe('tilt from device orientation', () => {
  it('maps -90..90° across the photo and clamps beyond', () => {
    expect(orientationFraction(0, 0, -90, 90)).toEqual({ x: 0.5, y: 0.5 });
    expect(orientationFraction(-90, 90, -90, 90)).toEqual({ x: 1, y: 0 });
    expect(orientationFraction(170, -120, -90, 90)).toEqual({ x: 0, y: 1 });
  });
});

describe('tilt matrix', () => {
  it('leaves the photo exactly where it is at rest, so the plane covers the DOM photo', () => {
    const matrix = tiltMatrix(restingPose, perspective);
    for (const [x, y] of [
      [-174.5, -174.5],
      [174.5, 0],
      [0, 174.5],
    ] as const) {
      const point = project(matrix, x, y);
      expect(point.x).toBeCloseTo(x, 9);
      expect(point.y).toBeCloseTo(y, 9);
    }
  });

  it('scales the photo by the tilt scale when flat', () => {
    const matrix = tiltMatrix({ rotateX: 0, rotateY: 0, scale }, perspective);
    expect(project(matrix, 100, -50).x).toBeCloseTo(100 * scale);
    expect(project(matrix, 100, -50).y).toBeCloseTo(-50 * scale);
  });

  it('turns edge-on at 90° about the vertical axis', () => {
    const matrix = tiltMatrix({ rotateX: 0, rotateY: 90, scale: 1 }, perspective);
    expect(project(matrix, 170, 0).x).toBeCloseTo(0);
  });

  it('is written for CSS as the same sixteen numbers', () => {
    const pose = { rotateX: 12, rotateY: -30, scale };
    const css = tiltTransformCss(pose, perspective);
    const numbers = css
      .replace(/^matrix3d\(|\)$/g, '')
      .split(',')
      .map(Number);
    expect(numbers).toHaveLength(16);
    tiltMatrix(pose, perspective).forEach((value, index) => expect(numbers[index]).toBeCloseTo(value, 5));
  });
});

describe('tilt tween', () => {
  const ease = cubicBezier(...sceneParams.tilt.easing);
  const duration = sceneParams.tilt.speedMs;
  const tween = {
    from: { ...restingPose },
    to: { rotateX: maxDegrees, rotateY: -maxDegrees / 2, scale },
    start: 1000,
    duration,
  };

  it('starts at the old pose and ends at the new one after the tilt speed', () => {
    expect(poseAt(tween, 1000, ease)).toEqual(restingPose);
    expect(poseAt(tween, 1000 + duration, ease)).toEqual(tween.to);
    expect(poseAt(tween, 1000 + duration * 6, ease)).toEqual(tween.to);
  });

  it('moves along the tilt easing curve', () => {
    for (const share of [0.25, 0.5, 0.75]) {
      const pose = poseAt(tween, 1000 + duration * share, ease);
      expect(pose.rotateX, `at ${share} of the time`).toBeCloseTo(maxDegrees * ease(share));
      expect(pose.rotateY, `at ${share} of the time`).toBeCloseTo((-maxDegrees / 2) * ease(share));
    }
  });
});
