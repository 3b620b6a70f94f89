/**
 * Every constant of the 3D backdrop, spec §9. This object is production's value and the Leva
 * panel's defaults; "Copy params" in the panel writes an object of this shape back out.
 */
export const sceneParams = {
  /** PRNG seed of the particle field: the same seed draws the same field. */
  seed: 20240601,
  particles: {
    /** tsParticles 2.x density: `count` particles per `densityWidth` × `densityHeight` CSS px. */
    count: 50,
    densityWidth: 1000,
    densityHeight: 1080,
    minCount: 8,
    maxCount: 150,
    /** px per frame at 60 frames/s, as tsParticles counts it. */
    speed: 2,
    /** Radius range in CSS px (multiplied by the device pixel ratio on screen). */
    sizeMin: 0.2,
    sizeMax: 1,
    opacity: 0.5,
  },
  links: {
    distance: 150,
    opacity: 0.5,
    width: 1,
  },
  repulse: {
    distance: 200,
    /** Seconds the repulse takes to ease in or out. */
    duration: 0.4,
  },
  tilt: {
    maxDegrees: 40,
    perspective: 800,
    /** Ease time of entering and leaving the photo, ms. */
    speedMs: 1500,
    scale: 1.1,
    /** Device orientation range mapped across the photo, degrees (spec: clamped -90..90). */
    gyroscopeMin: -90,
    gyroscopeMax: 90,
    /** vanilla-tilt's default easing curve. */
    easing: [0.03, 0.98, 0.52, 0.99],
    /** Peak opacity of the soft glare that follows the tilt. */
    glare: 0.25,
  },
  bloom: {
    intensity: 0.6,
    threshold: 0.1,
    smoothing: 0.4,
    radius: 0.5,
  },
  loop: {
    fpsCap: 120,
    /** The largest frame step the animation takes, s: a stalled tab does not jump. */
    maxDelta: 0.1,
  },
  quality: {
    dprMin: 1,
    dprMax: 2,
  },
  loading: {
    /** Per-attempt time-out of the scene chunk, ms (spec §2: 120 s). */
    timeoutMs: 120_000,
    /** Further attempts after the first one fails; the wait before each doubles from backoffMs. */
    retries: 2,
    backoffMs: 1000,
  },
} as const;

/** The shape of `sceneParams` with plain (editable) values, as the tuning panel holds them. */
export type SceneParams = Widen<typeof sceneParams>;

type Widen<T> = T extends number
  ? number
  : T extends readonly number[]
    ? readonly number[]
    : { -readonly [K in keyof T]: Widen<T[K]> };
