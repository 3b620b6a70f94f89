import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedKnobs, knobValuesIn } from '../../scripts/upgrade/tunedInPlace.mjs';

const params = readFileSync(path.resolve(import.meta.dirname, '../../src/scene/params.ts'), 'utf8');

describe("npm run upgrade's reading of knobs tuned in src/scene/params.ts", () => {
  it('reads the knob table of this release, where sceneKnobs is the tuned table beside it', () => {
    expect(params).toMatch(/export const sceneKnobs = tunedKnobs\(/);
    expect(knobValuesIn(params).get('particles.count')).toBe(50);
  });

  it('finds a value tuned in place in the table, and nothing in the same file untouched', () => {
    const tuned = params.replace(/count: \{ value: 50,/, 'count: { value: 80,');
    expect(changedKnobs(params, tuned)).toEqual(new Map([['particles.count', 80]]));
    expect(changedKnobs(params, params)).toEqual(new Map());
  });
});
