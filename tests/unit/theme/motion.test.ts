import { describe, expect, it } from 'vitest';
import { cascadeDelays } from '@/motion/cascade';
import { FLICK_VELOCITY, nearestIndex, restPositions, shownIndex, snapIndex } from '@/motion/snap';
import { typingScript } from '@/motion/typingScript';
import { typingTitles } from '@/placeholder/site';
import { motionTimings } from '@/theme/motion';

describe('cascadeDelays', () => {
  it('starts each icon a fifth of the 1000 ms duration after the one before (damping 0.2)', () => {
    expect(cascadeDelays(4, 1000, 0.2)).toEqual([0, 200, 400, 600]);
  });

  it('cascades 20 tech-stack icons with the theme timings: the last starts after 3.8 s', () => {
    const delays = cascadeDelays(20, motionTimings.revealDurationMs, motionTimings.cascadeDamping);
    expect(delays).toHaveLength(20);
    expect(delays.at(-1)).toBeCloseTo(3800);
  });

  it('starts everything together without damping, and handles an empty list', () => {
    expect(cascadeDelays(3, 1000, 0)).toEqual([0, 0, 0]);
    expect(cascadeDelays(0, 1000, 0.2)).toEqual([]);
  });
});

describe('snapping a dragged carousel', () => {
  // Three 400 px slides in a 400 px scroller.
  const positions = [0, 400, 800];

  it('finds the nearest rest position', () => {
    expect(nearestIndex(positions, 0)).toBe(0);
    expect(nearestIndex(positions, 190)).toBe(0);
    expect(nearestIndex(positions, 210)).toBe(1);
    expect(nearestIndex(positions, 5000)).toBe(2);
    expect(nearestIndex(positions, -300)).toBe(0);
  });

  it('clamps rest positions to the scrollable range (a narrow last card rests at the end)', () => {
    expect(restPositions([15, 330, 645, 960], 15, 700)).toEqual([0, 315, 630, 700]);
  });

  it('keeps the chosen slide current when the last slides share the end position', () => {
    const shared = restPositions([16, 392, 768, 1144, 1520, 1896], 16, 1472);
    expect(shownIndex(shared, 1472, 5)).toBe(5);
    expect(shownIndex(shared, 1472, 4)).toBe(4);
    expect(shownIndex(shared, 1472, 2)).toBe(4);
    expect(shownIndex(shared, 380, 5)).toBe(1);
  });

  it('returns to the same slide after a short, slow drag', () => {
    expect(snapIndex({ positions, start: 400, offset: -80, velocity: -0.05 })).toBe(1);
    expect(snapIndex({ positions, start: 400, offset: 80, velocity: 0.05 })).toBe(1);
  });

  it('moves to the slide the drag passed halfway to, even when released slowly', () => {
    expect(snapIndex({ positions, start: 0, offset: -260, velocity: 0 })).toBe(1);
    expect(snapIndex({ positions, start: 800, offset: 260, velocity: 0 })).toBe(1);
  });

  it('moves one slide on a quick flick, in the direction of the flick', () => {
    const fast = FLICK_VELOCITY * 2;
    expect(snapIndex({ positions, start: 400, offset: -30, velocity: -fast })).toBe(2);
    expect(snapIndex({ positions, start: 400, offset: 30, velocity: fast })).toBe(0);
  });

  it('ignores a fast wobble that barely moved', () => {
    expect(snapIndex({ positions, start: 400, offset: -4, velocity: -FLICK_VELOCITY * 2 })).toBe(1);
  });

  it('never goes past the first or last slide', () => {
    expect(snapIndex({ positions, start: 0, offset: 300, velocity: 2 })).toBe(0);
    expect(snapIndex({ positions, start: 800, offset: -300, velocity: -2 })).toBe(2);
    expect(snapIndex({ positions: [], start: 0, offset: -300, velocity: -2 })).toBe(0);
  });
});

describe('typingScript', () => {
  const timings = { typeMs: 100, deleteMs: 50, holdMs: 1000, emptyMs: 200 };
  const script = typingScript(['AB', 'C'], timings);

  it('holds the first title, deletes it, types the next, and returns to the first', () => {
    expect(script.frames.map((frame) => frame.text)).toEqual(['A', '', 'C', '', 'A', 'AB']);
  });

  it('times each keystroke from the given speeds', () => {
    expect(script.frames.map((frame) => frame.at)).toEqual([1.05, 1.1, 1.4, 2.45, 2.75, 2.85]);
    expect(script.duration).toBeCloseTo(2.85);
  });

  it('ends the loop on the first title complete, which is what the page shows before it starts', () => {
    const real = typingScript(typingTitles, motionTimings.typing);
    expect(real.frames.at(-1)).toEqual({ at: real.duration, text: typingTitles[0] });
    expect(real.frames.map((frame) => frame.text)).toContain(typingTitles[1]);
  });

  it('has nothing to animate with a single title', () => {
    expect(typingScript(['Only'], timings)).toEqual({ frames: [], duration: 0 });
  });
});
