import { describe, expect, it } from 'vitest';
import { bounceFold } from '@/scene/math/bounce';
import { clamp } from '@/scene/math/clamp';
import { particleCount } from '@/scene/math/density';
import { approach, cubicBezier, smoothStep } from '@/scene/math/easing';
import { linkAlpha, pairCount } from '@/scene/math/link';
import { createRandom } from '@/scene/math/prng';
import { sceneParams } from '@/scene/params';

const rule = sceneParams.particles;

describe('particle count (tsParticles 2.x density rule)', () => {
  const perArea = (width: number, height: number) =>
    (rule.count * width * height) / (rule.densityWidth * rule.densityHeight);

  it('gives count particles per density area, rounded, at desktop and phone sizes', () => {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      const expected = Math.min(rule.maxCount, Math.max(rule.minCount, Math.round(perArea(width, height))));
      expect(particleCount(width, height, rule), `${width} × ${height}`).toBe(expected);
    }
  });

  it('gives the base count on exactly the density area', () => {
    const expected = Math.min(rule.maxCount, Math.max(rule.minCount, rule.count));
    expect(particleCount(rule.densityWidth, rule.densityHeight, rule)).toBe(expected);
  });

  it('grows with the area: twice the area, twice the particles (within the bounds)', () => {
    const unbounded = { ...rule, minCount: 0, maxCount: Infinity };
    expect(particleCount(rule.densityWidth * 2, rule.densityHeight, unbounded)).toBe(2 * rule.count);
    expect(particleCount(rule.densityWidth, rule.densityHeight / 2, unbounded)).toBe(Math.round(rule.count / 2));
  });

  it('stays within a sane range on tiny and huge screens', () => {
    expect(particleCount(1, 1, rule)).toBe(rule.minCount);
    expect(particleCount(rule.densityWidth * 1000, rule.densityHeight * 1000, rule)).toBe(rule.maxCount);
  });
});

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(first);
  });

  it('differs between seeds and stays in [0, 1)', () => {
    const a = Array.from({ length: 200 }, createRandom(1));
    const b = Array.from({ length: 200 }, createRandom(2));
    expect(a).not.toEqual(b);
    for (const value of [...a, ...b]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('spreads evenly enough to scatter particles over the field', () => {
    const values = Array.from({ length: 4000 }, createRandom(7));
    const halves = values.filter((value) => value < 0.5).length;
    expect(halves / values.length).toBeGreaterThan(0.45);
    expect(halves / values.length).toBeLessThan(0.55);
  });
});

describe('bounce fold', () => {
  it('moves freely inside the field', () => {
    expect(bounceFold(100, 50, 1000)).toBe(150);
    expect(bounceFold(100, -50, 1000)).toBe(50);
  });

  it('reflects off both edges', () => {
    expect(bounceFold(900, 300, 1000)).toBe(800);
    expect(bounceFold(100, -300, 1000)).toBe(200);
  });

  it('agrees with a particle stepped frame by frame, reversing at each edge', () => {
    const length = 640;
    let position = 37;
    let velocity = 2;
    for (let frame = 1; frame <= 2000; frame++) {
      position += velocity;
      if (position > length) {
        position = 2 * length - position;
        velocity = -velocity;
      } else if (position < 0) {
        position = -position;
        velocity = -velocity;
      }
      expect(bounceFold(37, 2 * frame, length)).toBeCloseTo(position, 6);
    }
  });

  it('never leaves the field', () => {
    const random = createRandom(3);
    for (let i = 0; i < 500; i++) {
      const value = bounceFold(random() * 300, (random() - 0.5) * 1e5, 300);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(300);
    }
  });
});

describe('link alpha', () => {
  const { distance, opacity } = sceneParams.links;

  it('is the link opacity for touching particles and fades linearly to nothing at the link distance', () => {
    expect(linkAlpha(0, distance, opacity)).toBe(opacity);
    expect(linkAlpha(distance / 2, distance, opacity)).toBeCloseTo(opacity / 2);
    expect(linkAlpha(distance / 4, distance, opacity)).toBeCloseTo((opacity * 3) / 4);
    expect(linkAlpha(distance - 1, distance, opacity)).toBeCloseTo(opacity / distance);
  });

  it('draws nothing at or beyond the link distance', () => {
    expect(linkAlpha(distance, distance, opacity)).toBe(0);
    expect(linkAlpha(distance * 6, distance, opacity)).toBe(0);
  });

  it('counts one segment per pair of particles', () => {
    expect(pairCount(60)).toBe(1770);
    expect(pairCount(2)).toBe(1);
    expect(pairCount(1)).toBe(0);
  });
});

describe('clamp and easing', () => {
  it('clamps into range', () => {
    expect(clamp(5, 0, 1)).toBe(1);
    expect(clamp(-5, 0, 1)).toBe(0);
    expect(clamp(0.3, 0, 1)).toBe(0.3);
  });

  it('solves CSS cubic-bezier curves like the browser', () => {
    const linear = cubicBezier(0, 0, 1, 1);
    expect(linear(0.3)).toBeCloseTo(0.3, 5);
    // CSS `ease` at half time is 0.8024.
    expect(cubicBezier(0.25, 0.1, 0.25, 1)(0.5)).toBeCloseTo(0.8024, 3);
    // vanilla-tilt's default curve: a steep ease-out.
    const tilt = cubicBezier(0.03, 0.98, 0.52, 0.99);
    expect(tilt(0)).toBe(0);
    expect(tilt(1)).toBe(1);
    expect(tilt(0.25)).toBeGreaterThan(0.7);
  });

  it('smooth-steps and approaches a target', () => {
    expect(smoothStep(0)).toBe(0);
    expect(smoothStep(0.5)).toBe(0.5);
    expect(smoothStep(2)).toBe(1);
    expect(approach(0, 10, 1, 1)).toBeGreaterThan(9.8);
    expect(approach(0, 10, 0, 1)).toBe(0);
  });
});
