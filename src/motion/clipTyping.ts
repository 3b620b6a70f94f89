import { motionTimings } from '@/theme/motion';
import { clipKeyframes, titleSwaps } from './typingClip';
import { typingLoop, type TypingLoop } from './typingLoop';
import type { TypingScript } from './typingScript';

export interface ClipParts {
  /** The title's box; the caret's height is set on it. */
  stack: HTMLElement;
  /** The window that clips the text. */
  line: HTMLElement;
  /** The text, a whole title at a time. */
  text: HTMLElement;
  /** The caret, at the window's end, moved with it. */
  caret: HTMLElement;
}

export interface ClipTyping extends TypingLoop {
  /** Takes the animations and the observer down; the caller puts the first title back. */
  stop(): void;
}

/** The caret shown for one blink and hidden for the next: a step, not a fade. */
const caretBlink: Keyframe[] = [
  { opacity: 1, offset: 0 },
  { opacity: 1, offset: 0.5 },
  { opacity: 0, offset: 0.5 },
  { opacity: 0, offset: 1 },
];

/**
 * Types the titles with the compositor, not the page: `text` holds a whole title, `line` is the
 * window that clips it, and Web Animations of `transform` (a step per keystroke) move the window
 * back, the text forward and the caret with the window, so no keystroke needs a frame of the page;
 * the caret blinks by an animation of its opacity, which needs none either.
 * The text changes only between titles, while none of it shows. Widths are measured from the text
 * itself, again whenever the title's box changes size (fonts arriving, the viewport's width). A
 * title that takes two lines cannot be revealed by one clip: then it calls `wraps` instead.
 */
export function clipTyping(
  { stack, line, text, caret }: ClipParts,
  texts: readonly string[],
  script: TypingScript,
  write: (text: string) => void,
  wraps: () => void,
): ClipTyping {
  const node = text.firstChild as Text;
  const timing = { duration: script.duration * 1000, iterations: Infinity };
  const windowMoves = line.animate(null, timing);
  const textMoves = text.animate(null, timing);
  const caretMoves = caret.animate(null, timing);
  const caretBlinks = caret.animate(caretBlink, { duration: 2 * motionTimings.caretBlinkMs, iterations: Infinity });
  const animations = [windowMoves, textMoves, caretMoves, caretBlinks];
  for (const animation of animations) animation.pause();

  /** The window's content width: its box less its end padding and border (the caret's place). */
  const lineWidth = () => {
    const style = getComputedStyle(line);
    const edge = Number.parseFloat(style.paddingInlineEnd) + Number.parseFloat(style.borderInlineEndWidth);
    return line.getBoundingClientRect().width - edge;
  };
  const measure = () => {
    const shown = node.data;
    const range = document.createRange();
    const lineWidths: number[] = [];
    let wrapped = false;
    const widths = texts.map((title) => {
      node.data = title;
      range.selectNodeContents(node);
      wrapped ||= range.getClientRects().length > 1;
      lineWidths.push(lineWidth());
      return Array.from({ length: title.length + 1 }, (_, length) => {
        range.setStart(node, 0);
        range.setEnd(node, length);
        return range.getBoundingClientRect().width;
      });
    });
    node.data = shown;
    if (wrapped) {
      wraps();
      return;
    }
    // As tall as the text's own line of glyphs, as the typed text's border is where the text types itself.
    range.selectNodeContents(node);
    const fontSize = Number.parseFloat(getComputedStyle(text).fontSize);
    stack.style.setProperty('--caret-block-size', `${range.getBoundingClientRect().height / fontSize}em`);
    const keyframes = clipKeyframes(script, texts, widths, lineWidths);
    (windowMoves.effect as KeyframeEffect).setKeyframes(keyframes.window);
    (textMoves.effect as KeyframeEffect).setKeyframes(keyframes.text);
    (caretMoves.effect as KeyframeEffect).setKeyframes(keyframes.window);
  };
  measure();
  const resized = new ResizeObserver(measure);
  resized.observe(line);

  const swaps = typingLoop(titleSwaps(script, texts), write);
  // Pausing a cancelled animation would bring it back, held at its start.
  let stopped = false;
  return {
    blinksCaret: true,
    play() {
      if (stopped) return;
      swaps.play();
      for (const animation of animations) animation.play();
    },
    pause() {
      if (stopped) return;
      swaps.pause();
      for (const animation of animations) animation.pause();
    },
    stop() {
      stopped = true;
      swaps.pause();
      resized.disconnect();
      for (const animation of animations) animation.cancel();
    },
  };
}
