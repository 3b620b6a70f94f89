import type { gsap as GsapApi } from 'gsap';
import type { TypingScript } from './typingScript';

type Gsap = typeof GsapApi;

/**
 * A paused, endlessly repeating GSAP timeline that writes each frame of `script` through `write`.
 * Discrete calls, no per-frame work of our own; the caller plays and pauses it.
 */
export function typingTimeline(gsap: Gsap, script: TypingScript, write: (text: string) => void): gsap.core.Timeline {
  const timeline = gsap.timeline({ paused: true, repeat: -1 });
  for (const frame of script.frames) timeline.call(write, [frame.text], frame.at);
  return timeline;
}
