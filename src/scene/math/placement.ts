import { linkAlpha } from './link';
import { createRandom } from './prng';

/**
 * Each particle's seed, as the shaders read it: `starts` holds four numbers per particle (start x, y
 * as fractions of the field; unit direction x, y), `sizes` one (0..1 between the smallest and
 * largest radius). Particle i's seed does not depend on the count: a smaller field is a prefix.
 */
export interface FieldSeeds {
  count: number;
  starts: Float32Array;
  sizes: Float32Array;
}

export function createSeeds(count: number, seed: number): FieldSeeds {
  const random = createRandom(seed);
  const starts = new Float32Array(count * 4);
  const sizes = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    starts[i * 4] = random();
    starts[i * 4 + 1] = random();
    starts[i * 4 + 2] = Math.cos(angle);
    starts[i * 4 + 3] = Math.sin(angle);
    sizes[i] = random();
  }
  return { count, starts, sizes };
}

export interface FieldRules {
  seed: number;
  particles: { sizeMin: number; sizeMax: number; opacity: number };
  links: { distance: number; opacity: number; width: number };
}

/** A particle at t = 0: centre as a fraction of the field (0..1), radius in CSS px. */
export interface PlacedPoint {
  x: number;
  y: number;
  radius: number;
}

/** Two particles (indices into `points`) joined by a line of `alpha` opacity. */
export interface PlacedLink {
  from: number;
  to: number;
  alpha: number;
}

export interface FieldAtStart {
  seeds: FieldSeeds;
  /** Opacity of every point (the fragment shader's `uOpacity`). */
  pointOpacity: number;
  points: PlacedPoint[];
  links: PlacedLink[];
}

/**
 * The field as its first frame draws it, for `count` particles over a `width` × `height` CSS px
 * field: the same seeds the GPU gets and the shaders' rules at `uTime` = 0 — a point sits at its
 * start (`bounceFold` of no travel is the start itself), its radius is `mix(sizeMin, sizeMax, size)`,
 * and a pair links when closer than the link distance with `linkAlpha` at one CSS px of width.
 */
export function placeField(count: number, width: number, height: number, rules: FieldRules): FieldAtStart {
  const seeds = createSeeds(count, rules.seed);
  const { sizeMin, sizeMax, opacity } = rules.particles;
  const points = Array.from({ length: count }, (_, i) => ({
    x: seeds.starts[i * 4] ?? 0,
    y: seeds.starts[i * 4 + 1] ?? 0,
    radius: sizeMin + (sizeMax - sizeMin) * (seeds.sizes[i] ?? 0),
  }));
  const links: PlacedLink[] = [];
  for (let from = 0; from < count; from++) {
    for (let to = from + 1; to < count; to++) {
      const a = points[from];
      const b = points[to];
      if (!a || !b) continue;
      const distance = Math.hypot((a.x - b.x) * width, (a.y - b.y) * height);
      const alpha = Math.min(1, linkAlpha(distance, rules.links.distance, rules.links.opacity) * rules.links.width);
      if (alpha > 0) links.push({ from, to, alpha });
    }
  }
  return { seeds, pointOpacity: opacity, points, links };
}
