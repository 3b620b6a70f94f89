import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedKnobs, changedTokens, knobValuesIn } from '../../../scripts/upgrade/tunedInPlace.mjs';

const params = readFileSync(path.resolve(import.meta.dirname, '../../../src/scene/params.ts'), 'utf8');
const tokens = readFileSync(path.resolve(import.meta.dirname, '../../../src/theme/tokens.css'), 'utf8');

describe("npm run upgrade's reading of knobs tuned in src/scene/params.ts", () => {
  it('reads the knob table of this release, where sceneKnobs is the tuned table beside it', () => {
    expect(params).toMatch(/export const sceneKnobs = (\/\* @__PURE__ \*\/ )?tunedKnobs\(/);
    expect(knobValuesIn(params).get('particles.count')).toBe(50);
  });

  it('finds a value tuned in place in the table, and nothing in the same file untouched', () => {
    const tuned = params.replace(/count: \{ value: 50,/, 'count: { value: 80,');
    expect(changedKnobs(params, tuned)).toEqual(new Map([['particles.count', 80]]));
    expect(changedKnobs(params, params)).toEqual(new Map());
  });
});

describe("npm run upgrade's reading of tokens tuned in src/theme/tokens.css", () => {
  it('finds a token tuned in place, with its value as written, and nothing in the same file untouched', () => {
    const tuned = tokens.replace(/--color-accent-1: [^;]+;/, '--color-accent-1: oklch(70% 0.15 230);');
    expect(changedTokens(tokens, tuned)).toEqual(new Map([['--color-accent-1', 'oklch(70% 0.15 230)']]));
    expect(changedTokens(tokens, tokens)).toEqual(new Map());
  });

  it("reads the first block only: a token a later block declares, or a comment, is not the owner's tuning", () => {
    const tuned = `${tokens.replace('\n}', '\n  /* --color-bg: #000000; */\n}')}\n@media print {\n  :root {\n    --color-bg: #ffffff;\n  }\n}\n`;
    expect(changedTokens(tokens, tuned)).toEqual(new Map());
  });
});
