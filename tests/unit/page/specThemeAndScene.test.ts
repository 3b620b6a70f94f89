/**
 * The template's theme tokens and scene knobs held against the seed spec. An owner's tuning lives in
 * files of theirs (src/content/theme.css and scene.ts), read after these, so these stay the spec's
 * on every fork.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { particleCount } from '@/scene/math/density';
import { linkAlpha } from '@/scene/math/link';
import { templateParams } from '@/scene/params';

describe('the shipped theme and scene follow the spec', () => {
  const tokens = readFileSync(path.resolve(import.meta.dirname, '../../../src/theme/tokens.css'), 'utf8');
  const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim().toLowerCase();
  const colour = (name: string) => token(`color-${name}`);

  it('has the spec colours in the theme tokens', () => {
    expect(colour('bg')).toBe('#191919');
    expect(colour('accent-1')).toBe('#13b0f5');
    expect(colour('accent-2')).toBe('#e70faa');
    expect(colour('heading')).toBe('#cccccc');
    expect(colour('text')).toBe('#a7a7a7');
    expect(colour('main')).toBe('#d9d9d9');
    expect(colour('card')).toBe('#363636');
  });

  it('has the spec sizes in the theme tokens: photo 349 px (310 px on phones), cards 373–540 px with 260 px images', () => {
    expect([token('photo-size'), token('photo-size-mobile')]).toEqual(['349px', '310px']);
    expect([token('card-min'), token('card-max'), token('card-image-height')]).toEqual(['373px', '540px', '260px']);
    expect([token('tabs-max'), token('slider-max'), token('form-max'), token('textarea-height')]).toEqual([
      '400px',
      '500px',
      '540px',
      '155px',
    ]);
  });

  it('draws the original particle field: 50 per 1000 × 1080 px, so 60 at 1440 × 900 and 15 at 390 × 844', () => {
    const { particles } = templateParams;
    expect([particles.count, particles.densityWidth, particles.densityHeight]).toEqual([50, 1000, 1080]);
    expect(particleCount(1440, 900, particles)).toBe(60);
    expect(particleCount(390, 844, particles)).toBe(15);
    expect([particles.speed, particles.sizeMin, particles.sizeMax, particles.opacity]).toEqual([2, 0.2, 1, 0.5]);
    expect(templateParams.colour, 'white particles and links').toBe('#ffffff');
  });

  it('links particles within 150 px at opacity 0.5, width 1, and repulses within 200 px for 0.4 s', () => {
    const { links, repulse, loop } = templateParams;
    expect([links.distance, links.opacity, links.width]).toEqual([150, 0.5, 1]);
    expect(linkAlpha(75, links.distance, links.opacity)).toBeCloseTo(0.25);
    expect([repulse.distance, repulse.duration]).toEqual([200, 0.4]);
    expect(loop.fpsCap).toBe(120);
  });

  it('tilts the photo like the original: 40°, perspective 800, 1500 ms, scale 1.1, gyroscope -90..90, vanilla-tilt easing', () => {
    const { tilt } = templateParams;
    expect([tilt.maxDegrees, tilt.perspective, tilt.speedMs, tilt.scale]).toEqual([40, 800, 1500, 1.1]);
    expect([tilt.gyroscopeMin, tilt.gyroscopeMax]).toEqual([-90, 90]);
    expect(tilt.easing).toEqual([0.03, 0.98, 0.52, 0.99]);
  });
});
