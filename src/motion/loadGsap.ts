import type { gsap as GsapApi } from 'gsap';
import type { Flip as FlipApi } from 'gsap/Flip';

export type Gsap = typeof GsapApi;
export type Flip = typeof FlipApi;

/** Resolves once the browser has painted a frame, so lazy motion code never delays first paint. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

let gsapPromise: Promise<Gsap> | undefined;
let flipPromise: Promise<Flip> | undefined;

/** GSAP core, fetched once, after first paint (its chunk never counts against the entry budget). */
export function loadGsap(): Promise<Gsap> {
  gsapPromise ??= afterFirstPaint()
    .then(() => import('./gsapCore'))
    .then((module) => module.gsap)
    .catch((error: unknown) => {
      gsapPromise = undefined;
      throw error;
    });
  return gsapPromise;
}

/** GSAP's Flip plugin (registered), fetched once, after first paint. */
export function loadFlip(): Promise<{ gsap: Gsap; Flip: Flip }> {
  flipPromise ??= afterFirstPaint()
    .then(() => import('./gsapFlip'))
    .then((module) => module.Flip)
    .catch((error: unknown) => {
      flipPromise = undefined;
      throw error;
    });
  return Promise.all([loadGsap(), flipPromise]).then(([gsap, Flip]) => ({ gsap, Flip }));
}

/**
 * What a motion effect does when its code cannot load (offline, blocked chunk): nothing visible —
 * the page already shows every final state — and a note for whoever reads the console.
 */
export function motionUnavailable(error: unknown): void {
  console.warn('Motion effects are off: their code did not load.', error);
}
