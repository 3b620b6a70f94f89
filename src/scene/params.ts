import { sceneTuning } from '@/content/scene';
import { knobValues, tunedKnobs, type KnobTable, type KnobTuning, type KnobValues } from './knobs';

/**
 * Every live constant of the scene, declared once: the template's value (the spec's), the tuning
 * panel's range and step, and the uniform it feeds where a shader reads it as it is. The panel is
 * built from this table; its "Copy params" writes the owner's tuning, the values that differ from
 * these, as the file src/content/scene.ts.
 */
export const templateKnobs = {
  /** PRNG seed of the particle field: the same seed draws the same field. */
  seed: { value: 20240601, step: 1 },
  /** Colour of the particles and their links, in the scene and in the poster the page shows first. */
  colour: { value: '#ffffff', uniform: 'uColour' },
  particles: {
    /** tsParticles 2.x density: `count` particles per `densityWidth` × `densityHeight` CSS px. */
    count: { value: 50, min: 1, max: 150, step: 1, label: 'count' },
    densityWidth: { value: 1000, min: 100, max: 4000, step: 10, label: 'area w' },
    densityHeight: { value: 1080, min: 100, max: 4000, step: 10, label: 'area h' },
    minCount: { value: 8, min: 0, max: 150, step: 1, label: 'min count' },
    maxCount: { value: 150, min: 1, max: 300, step: 1, label: 'max count' },
    /** px per frame at 60 frames/s, as tsParticles counts it. */
    speed: { value: 2, min: 0, max: 10, step: 0.1 },
    /** Radius range in CSS px (multiplied by the device pixel ratio on screen). */
    sizeMin: { value: 0.2, min: 0, max: 5, step: 0.05, label: 'size min', uniform: 'uSizeMin' },
    sizeMax: { value: 1, min: 0, max: 5, step: 0.05, label: 'size max', uniform: 'uSizeMax' },
    opacity: { value: 0.5, min: 0, max: 1, step: 0.01, uniform: 'uOpacity' },
  },
  links: {
    /** Pairs closer than this, CSS px, are linked; alpha fades to 0 at this distance. */
    distance: { value: 150, min: 0, max: 400, step: 1, uniform: 'uLinkDistance' },
    opacity: { value: 0.5, min: 0, max: 1, step: 0.01, uniform: 'uLinkOpacity' },
    width: { value: 1, min: 0, max: 4, step: 0.1, uniform: 'uLinkWidth' },
  },
  repulse: {
    distance: { value: 200, min: 0, max: 500, step: 1, uniform: 'uRepulseDistance' },
    /** Seconds the repulse takes to ease in or out. */
    duration: { value: 0.4, min: 0, max: 3, step: 0.05 },
  },
  tilt: {
    maxDegrees: { value: 40, min: 0, max: 90, step: 1, label: 'max °' },
    perspective: { value: 800, min: 100, max: 3000, step: 10, label: 'persp. px' },
    /** Ease time of entering and leaving the photo, ms. */
    speedMs: { value: 1500, min: 0, max: 5000, step: 50, label: 'speed ms' },
    scale: { value: 1.1, min: 0.5, max: 2, step: 0.01 },
    /** Device orientation range mapped across the photo, degrees. */
    gyroscopeMin: { value: -90, min: -180, max: 0, step: 1, label: 'gyro min °' },
    gyroscopeMax: { value: 90, min: 0, max: 180, step: 1, label: 'gyro max °' },
    /** vanilla-tilt's default easing curve (cubic Bézier x1, y1, x2, y2). */
    easing: { value: [0.03, 0.98, 0.52, 0.99], min: 0, max: 1, step: 0.01 },
    /** Peak opacity of the soft glare that follows the tilt. */
    glare: { value: 0.25, min: 0, max: 1, step: 0.01 },
  },
  bloom: {
    intensity: { value: 0.6, min: 0, max: 3, step: 0.05 },
    threshold: { value: 0.1, min: 0, max: 1, step: 0.01 },
    smoothing: { value: 0.4, min: 0, max: 1, step: 0.01 },
    radius: { value: 0.5, min: 0, max: 1, step: 0.01 },
  },
  loop: {
    fpsCap: { value: 120, min: 10, max: 240, step: 1, label: 'fps cap' },
    /** The largest frame step the animation takes, s: a stalled tab does not jump. */
    maxDelta: { value: 0.1, min: 0.01, max: 1, step: 0.01, label: 'max delta s' },
  },
} as const satisfies KnobTable;

/** The knobs an owner tuned (src/content/scene.ts), in the table's shape. */
export type SceneTuning = KnobTuning<typeof templateKnobs>;

/**
 * The knobs as this site runs them: the template's, with the owner's tuning in place. The calls that
 * make this file's values are marked pure, so that a module importing it without reading it (the
 * hero's poster, whose markup the built page adopts) leaves it out of the page's start-up script.
 */
export const sceneKnobs = /* @__PURE__ */ tunedKnobs(templateKnobs, sceneTuning);

/** Constants read once, when the scene starts: not live, so not in the tuning panel. */
export const sceneStartup = {
  quality: {
    dprMin: 1,
    dprMax: 2,
  },
  /**
   * Declining by measured cost (math/frameCost.ts): the scene's first animated frames, after a
   * warm-up, over one window; the figures they were chosen from are in the scene doc.
   */
  cost: {
    warmupFrames: 10,
    windowMs: 2000,
    /** Main-thread time one frame may take in the fallback host, ms: a quarter of a 60 Hz frame. */
    mainThreadMsPerFrame: 4,
    /** The least share of the page's own frame rate (the display's, as this page gets it) the scene must keep. */
    minRateShare: 0.5,
  },
  /** A context lost this many times in one session is given up: the poster and the DOM photo stay (`failed`). */
  maxContextLosses: 3,
  /** Loading the scene worker and its code; each attempt gets `LOAD_TIMEOUT_MS` (services/loadWithRetry). */
  loading: {
    /** Further attempts after the first one fails; the wait before each doubles from backoffMs. */
    retries: 2,
    backoffMs: 1000,
  },
} as const;

/** Production's values of every scene constant, live and start-up, as the scene reads them (the owner's tuning in place). */
export const sceneParams = /* @__PURE__ */ paramsOf(sceneKnobs);

/** The template's values (the spec's), which the placeholder's pages run: what the template's own tests expect. */
export const templateParams = /* @__PURE__ */ paramsOf(templateKnobs);

/** The shape of `sceneParams` with plain (editable) values, as the tuning panel holds them. */
export type SceneParams = KnobValues<typeof templateKnobs> & Plain<typeof sceneStartup>;

type Plain<T> = { -readonly [K in keyof T]: T[K] extends number ? number : Plain<T[K]> };

function paramsOf(knobs: typeof templateKnobs): SceneParams {
  return { ...knobValues(knobs), ...sceneStartup };
}
