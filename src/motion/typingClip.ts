import type { TypingScript } from './typingScript';

/**
 * Letters a clip can reveal as typing would show them: scripts whose letters do not join or
 * reorder, so each typed prefix looks like the start of the whole title.
 */
const CLIPPABLE =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** Whether the titles can be typed by a clip: left-to-right, and every letter in a script that does not join. */
export function clipCanType(texts: readonly string[], direction: 'ltr' | 'rtl'): boolean {
  return direction === 'ltr' && texts.every((text) => CLIPPABLE.test(text));
}

interface Keystroke {
  /** Seconds from the start of the loop. */
  at: number;
  /** Letters shown. */
  length: number;
  /** The title they belong to; nothing shown belongs to the title about to be typed. */
  title: number;
}

/** The script's frames as keystrokes, starting with the first title whole at 0 s. */
function keystrokes(script: TypingScript, texts: readonly string[]): Keystroke[] {
  let title = 0;
  const strokes = [{ at: 0, length: texts[0]?.length ?? 0, title }];
  for (const frame of script.frames) {
    if (frame.text === '') title = (title + 1) % texts.length;
    strokes.push({ at: frame.at, length: frame.text.length, title });
  }
  return strokes;
}

/**
 * The moments the text under the clip changes title: each time nothing of it shows. Played by
 * `typingLoop`, the only writes to the page while the clip types.
 */
export function titleSwaps(script: TypingScript, texts: readonly string[]): TypingScript {
  const frames = keystrokes(script, texts)
    .filter(({ at, length }) => at > 0 && length === 0)
    .map(({ at, title }) => ({ at, text: texts[title] ?? '' }));
  return { frames, duration: script.duration };
}

export interface ClipKeyframes {
  window: Keyframe[];
  text: Keyframe[];
}

/**
 * One loop of keyframes for the clip. `widths[title][length]` is how wide the first `length`
 * letters of a title are, `lineWidths[title]` the window's content width while that title is in
 * it. At each keystroke the window moves back by what is hidden and the text forward as much: the
 * text stays put and the window's end (the caret) comes right after the last letter shown. Each
 * value holds until the next keystroke.
 */
export function clipKeyframes(
  script: TypingScript,
  texts: readonly string[],
  widths: readonly (readonly number[])[],
  lineWidths: readonly number[],
): ClipKeyframes {
  const strokes = keystrokes(script, texts);
  const frames = (sign: number) =>
    strokes.map(({ at, length, title }) => ({
      offset: script.duration > 0 ? at / script.duration : 0,
      transform: `translateX(${sign * ((lineWidths[title] ?? 0) - (widths[title]?.[length] ?? 0))}px)`,
      easing: 'step-end',
    }));
  return { window: frames(-1), text: frames(1) };
}
