import { clamp } from '@/scene/math/clamp';
import type { TypingFrame, TypingScript } from './typingScript';

export interface TypingLoop {
  /** Starts, or resumes from where `pause` left it. */
  play(): void;
  pause(): void;
  /** Whether it blinks the caret itself, played and paused with it; else the caller blinks it. */
  readonly blinksCaret?: boolean;
}

/**
 * Plays `script` endlessly, writing each frame's text through `write` at its time. One timer per
 * keystroke and nothing in between: about ten wake-ups a second instead of a frame loop at the
 * display's rate. Frames are scheduled against the loop's start, so timer lateness never adds up.
 */
export function typingLoop(
  script: TypingScript,
  write: (text: string) => void,
  now: () => number = () => performance.now(),
): TypingLoop {
  const loopMs = script.duration * 1000;
  let next = 0;
  /** Where the loop is, ms from its start, while paused. */
  let position = 0;
  /** When the current pass of the loop started, while playing. */
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    const frame = script.frames[next];
    if (!frame) return;
    timer = setTimeout(() => fire(frame), Math.max(0, startedAt + frame.at * 1000 - now()));
  };

  function fire(frame: TypingFrame) {
    write(frame.text);
    next += 1;
    if (next === script.frames.length) {
      next = 0;
      startedAt += loopMs;
    }
    schedule();
  }

  return {
    play() {
      if (timer !== undefined) return;
      startedAt = now() - position;
      schedule();
    },
    pause() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      position = clamp(now() - startedAt, 0, loopMs);
    },
  };
}
