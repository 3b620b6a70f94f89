export interface TypingTimings {
  typeMs: number;
  deleteMs: number;
  holdMs: number;
  emptyMs: number;
}

export interface TypingFrame {
  /** Seconds from the start of the loop. */
  at: number;
  text: string;
}

export interface TypingScript {
  frames: TypingFrame[];
  /** Length of one loop, s; the last frame (the first title, complete) sits exactly at the end. */
  duration: number;
}

/**
 * One loop of the typing title as timed text frames. It starts and ends on the first title fully
 * typed (what the prerendered page shows), so the loop joins itself without a jump: hold, delete
 * letter by letter, pause, type the next title, and so on back to the first.
 */
export function typingScript(texts: readonly string[], timings: TypingTimings): TypingScript {
  const frames: TypingFrame[] = [];
  if (texts.length < 2) return { frames, duration: 0 };
  let ms = 0;
  const push = (text: string) => frames.push({ at: ms / 1000, text });

  texts.forEach((current, index) => {
    const next = texts[(index + 1) % texts.length] ?? '';
    ms += timings.holdMs;
    for (let length = current.length - 1; length >= 0; length -= 1) {
      ms += timings.deleteMs;
      push(current.slice(0, length));
    }
    ms += timings.emptyMs;
    for (let length = 1; length <= next.length; length += 1) {
      ms += timings.typeMs;
      push(next.slice(0, length));
    }
  });
  return { frames, duration: ms / 1000 };
}
