import { gzipSync } from 'node:zlib';
import { formatHex } from 'culori';
import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { createLinksGeometry, createPointsGeometry } from '@/scene/gpu/fieldGeometry';
import { bounceFold } from '@/scene/math/bounce';
import { particleCount } from '@/scene/math/density';
import { linkAlpha } from '@/scene/math/link';
import { createSeeds, placeField } from '@/scene/math/placement';
import { sceneParams } from '@/scene/params';
import { heroPosterMarkup } from '@/sections/poster/heroPosterMarkup';
import { posterLayouts } from '@/sections/poster/posterLayouts';

const { seed, particles, links } = sceneParams;

/** The poster of one layout, read back from the markup: points in % of the field, links in 1/10 000. */
function readPoster(layout: string) {
  const svg = new RegExp(`<svg data-layout="${layout}".*?</g></svg>`).exec(heroPosterMarkup())?.[0] ?? '';
  const points = [...svg.matchAll(/<circle cx="([\d.]+)%" cy="([\d.]+)%" r="([\d.]+)"\/>/g)].map((match) => ({
    x: Number(match[1]) / 100,
    y: Number(match[2]) / 100,
    radius: Number(match[3]),
  }));
  const lines = [...svg.matchAll(/<path d="M(\d+) (\d+) (\d+) (\d+)" stroke-opacity="([\d.]+)"\/>/g)].map((match) => ({
    ends: match.slice(1, 5).map((value) => Number(value) / 10_000),
    alpha: Number(match[5]),
  }));
  return { svg, points, lines };
}

describe('the field at t = 0, shared by the poster and the scene', () => {
  it('gives the GPU exactly the seeds the poster is drawn from', () => {
    const seeds = createSeeds(60, seed);
    const field = placeField(60, 1440, 900, sceneParams);
    expect(createPointsGeometry(seeds).getAttribute('aSeed').array).toEqual(field.seeds.starts);
    expect(createPointsGeometry(seeds).getAttribute('aSize').array).toEqual(field.seeds.sizes);
    // The links' first segment joins particles 0 and 1, from the same seeds.
    const self = createLinksGeometry(seeds).getAttribute('aSelf').array;
    expect(Array.from(self.slice(0, 4))).toEqual(Array.from(field.seeds.starts.slice(0, 4)));
  });

  it('is the same field on a smaller screen, fewer particles: a prefix, not a new draw', () => {
    const desktop = placeField(60, 1440, 900, sceneParams);
    const phone = placeField(15, 390, 844, sceneParams);
    expect(phone.points).toEqual(desktop.points.slice(0, 15));
  });

  it('links exactly the pairs the link shader draws, with its alpha', () => {
    // A field sized to the link distance, so that whatever that distance, many pairs are linked.
    const [width, height] = [links.distance * 9.6, links.distance * 6];
    const field = placeField(60, width, height, sceneParams);
    const at = (i: number) => ({
      x: bounceFold((field.seeds.starts[i * 4] ?? 0) * width, 0, width),
      y: bounceFold((field.seeds.starts[i * 4 + 1] ?? 0) * height, 0, height),
    });
    const expected = [];
    for (let a = 0; a < 60; a++) {
      for (let b = a + 1; b < 60; b++) {
        const distance = Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
        if (distance < links.distance)
          expected.push({
            from: a,
            to: b,
            alpha: expect.closeTo(linkAlpha(distance, links.distance, links.opacity), 6),
          });
      }
    }
    expect(expected.length).toBeGreaterThan(20);
    expect(field.links).toEqual(expected);
  });
});

describe('the build-time poster', () => {
  for (const layout of posterLayouts) {
    const { width, height } = layout.viewport;
    const count = particleCount(width, height, particles);

    it(`draws the ${layout.name} field (${count} particles at ${width} × ${height}) at the scene's first-frame positions`, () => {
      const field = placeField(count, width, height, sceneParams);
      const poster = readPoster(layout.name);
      expect(poster.points).toHaveLength(count);
      poster.points.forEach((point, i) => {
        expect(point.x).toBeCloseTo(field.seeds.starts[i * 4] ?? NaN, 4);
        expect(point.y).toBeCloseTo(field.seeds.starts[i * 4 + 1] ?? NaN, 4);
        expect(point.radius).toBeCloseTo(
          particles.sizeMin + (particles.sizeMax - particles.sizeMin) * (field.seeds.sizes[i] ?? NaN),
          2,
        );
      });
      expect(poster.lines).toHaveLength(field.links.length);
      poster.lines.forEach((line, i) => {
        const link = field.links[i];
        const a = field.points[link?.from ?? -1];
        const b = field.points[link?.to ?? -1];
        expect(line.ends[0]).toBeCloseTo(a?.x ?? NaN, 4);
        expect(line.ends[3]).toBeCloseTo(b?.y ?? NaN, 4);
        expect(line.alpha).toBeCloseTo(link?.alpha ?? NaN, 2);
      });
      expect(poster.svg).toContain(`fill-opacity="${String(particles.opacity).replace(/^0/, '')}"`);
    });

    it(`keeps the ${layout.name} poster within 3 KB gzip`, () => {
      expect(gzipSync(readPoster(layout.name).svg, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
    });
  }

  it("draws points and links in the scene params' colour, one three.js reads as the same colour", () => {
    const tuned = structuredClone(sceneParams);
    tuned.colour = '#ffc83d';
    const markup = heroPosterMarkup(tuned);
    for (const layout of posterLayouts) {
      const svg = new RegExp(`<svg data-layout="${layout.name}".*?</g></svg>`).exec(markup)?.[0] ?? '';
      expect(svg).toContain(`stroke="${tuned.colour}"`);
      expect(svg).toContain(`fill="${tuned.colour}"`);
    }
    expect(`#${new Color(sceneParams.colour).getHexString()}`).toBe(formatHex(sceneParams.colour));
  });
});
