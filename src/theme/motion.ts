/**
 * Motion timings of the DOM page. Under `prefers-reduced-motion: reduce` none of them is used:
 * every effect shows its final state at once.
 */
export const motionTimings = {
  /** Reveal (fade in as a block enters the viewport), ms. */
  revealDurationMs: 1000,
  /** Tech stack cascade: each icon starts this share of the duration after the previous one. */
  cascadeDamping: 0.2,
  /** Distance a revealed block travels while fading in, px. */
  revealOffsetPx: 40,
  /** Project grid re-layout on a filter change (GSAP Flip), s. */
  flipDurationS: 0.45,
  /** Typing title: per typed character, per deleted character, hold on a full title, pause on empty, ms. */
  typing: { typeMs: 110, deleteMs: 55, holdMs: 1600, emptyMs: 350 },
  /** Typing title's caret: shown, then hidden, for this long each, ms. */
  caretBlinkMs: 500,
} as const;
