import { describe, expect, it } from 'vitest';
import { bounceFold } from '@/scene/math/bounce';
import { stepMotion, type Motion } from '@/scene/math/motion';
import { sceneParams } from '@/scene/params';

const rules = { maxDelta: sceneParams.loop.maxDelta, repulseDuration: sceneParams.repulse.duration };
/** px/s of a particle, as the shader reads the speed knob (px per frame at 60 frames/s). */
const speed = sceneParams.particles.speed * 60;
const fieldWidth = 1440;

/**
 * Runs the field's clock at `rate` frames/s for `seconds`, the pointer over the hero for the first
 * `pointerSeconds`; returns, per frame, the time it shows, where a particle starting at x = 100 is and
 * the repulse strength reached by then.
 */
function run(rate: number, seconds: number, pointerSeconds: number) {
  const motion: Motion = { elapsed: 0, repulse: 0 };
  const frames: { at: number; shown: number; x: number; repulse: number }[] = [];
  for (let frame = 0; frame <= rate * seconds; frame++) {
    const at = frame / rate;
    const repulse = motion.repulse;
    const shown = stepMotion(motion, 1 / rate, true, at < pointerSeconds, rules);
    frames.push({ at, shown, x: bounceFold(100, speed * shown, fieldWidth), repulse });
  }
  return frames;
}

describe('motion follows elapsed time', () => {
  it('at 30 frames/s (Low Power Mode) the field is where it is at 60 at the same moment, only drawn half as often', () => {
    const at30 = run(30, 3, 1);
    const at60 = run(60, 3, 1);
    for (const frame of at30) {
      const same = at60.find((other) => Math.abs(other.at - frame.at) < 1e-9)!;
      expect(frame.shown).toBeCloseTo(same.shown, 9);
      expect(frame.x).toBeCloseTo(same.x, 6);
      expect(frame.repulse).toBeCloseTo(same.repulse, 9);
    }
    // The clock kept up: three seconds of motion in three seconds, whatever the rate.
    expect(at30.at(-1)!.shown).toBeCloseTo(3, 9);
  });

  it('a stalled frame moves the field by at most maxDelta, and a stopped loop not at all', () => {
    const motion: Motion = { elapsed: 0, repulse: 0 };
    stepMotion(motion, 5, true, false, rules);
    expect(motion.elapsed).toBe(rules.maxDelta);
    stepMotion(motion, 1 / 60, false, true, rules);
    expect(motion.elapsed).toBe(rules.maxDelta);
    expect(motion.repulse).toBe(0);
  });
});
