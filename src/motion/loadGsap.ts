import type { gsap as GsapApi } from 'gsap';
import type { Flip as FlipApi } from 'gsap/Flip';
import { afterFirstPaint } from '@/services/afterFirstPaint';
import { loadWithRetry } from '@/services/loadWithRetry';

export type Gsap = typeof GsapApi;
export type Flip = typeof FlipApi;

/**
 * Fetches a motion chunk once, after first paint, asking once more if it fails. A final failure
 * is handed to every waiting caller and forgotten, so a later caller (a block scrolled to after
 * the network came back) starts afresh.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= new Promise<void>((resolve) => afterFirstPaint(resolve))
      .then(() => loadWithRetry(load))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

/** GSAP core (its chunk never counts against the entry budget). */
export const loadGsap: () => Promise<Gsap> = loadOnce(() => import('./gsapCore').then((module) => module.gsap));

const loadFlipPlugin = loadOnce(() => import('./gsapFlip').then((module) => module.Flip));

/** GSAP with its Flip plugin registered. */
export function loadFlip(): Promise<{ gsap: Gsap; Flip: Flip }> {
  return Promise.all([loadGsap(), loadFlipPlugin()]).then(([gsap, Flip]) => ({ gsap, Flip }));
}

/**
 * What a motion effect does when its code cannot load (offline, blocked chunk): nothing visible —
 * the page already shows every final state — and a note for whoever reads the console.
 */
export function motionUnavailable(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Motion effects are off: their code did not load.', error);
}

let warned = false;
