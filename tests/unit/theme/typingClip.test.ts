import { describe, expect, it } from 'vitest';
import { clipCanType, clipKeyframes, titleSwaps } from '@/motion/typingClip';
import { typingScript } from '@/motion/typingScript';

const timings = { typeMs: 100, deleteMs: 50, holdMs: 1000, emptyMs: 200 };
const texts = ['AB', 'C'];
const script = typingScript(texts, timings);
/** Prefix widths: A is 10 px, B 12, C 9; the window is 22 px wide (the longer title) for both. */
const widths = [
  [0, 10, 22],
  [0, 9],
];
const lineWidths = [22, 22];

describe('typing by a clip', () => {
  it('is for titles left to right in scripts whose letters do not join', () => {
    expect(
      clipCanType(['Frontend Developer', 'Разработчик', 'フロントエンド', '개발자', 'Ingeniera ✦ 2025'], 'ltr'),
    ).toBe(true);
    expect(clipCanType(['Frontend Developer'], 'rtl')).toBe(false);
    expect(clipCanType(['Frontend', 'مطوّرة'], 'ltr')).toBe(false);
    expect(clipCanType(['डेवलपर'], 'ltr')).toBe(false);
  });

  it('hides at each keystroke what is not typed yet, each value held until the next keystroke', () => {
    const { window, text } = clipKeyframes(script, texts, widths, lineWidths);
    // Frames: AB whole at 0 s, then A, '', C, '', A, AB.
    expect(window.map((frame) => frame.transform)).toEqual([
      'translateX(0px)',
      'translateX(-12px)',
      'translateX(-22px)',
      'translateX(-13px)',
      'translateX(-22px)',
      'translateX(-12px)',
      'translateX(0px)',
    ]);
    expect(
      text.map((frame) => frame.transform),
      'the text moves forward as far as the window moves back',
    ).toEqual([
      'translateX(0px)',
      'translateX(12px)',
      'translateX(22px)',
      'translateX(13px)',
      'translateX(22px)',
      'translateX(12px)',
      'translateX(0px)',
    ]);
    expect(window.map((frame) => frame.offset)).toEqual([
      0,
      ...script.frames.map((frame) => frame.at / script.duration),
    ]);
    expect(new Set(window.map((frame) => frame.easing))).toEqual(new Set(['step-end']));
  });

  it('swaps the title under the clip only while none of it shows', () => {
    expect(titleSwaps(script, texts)).toEqual({
      frames: [
        { at: 1.1, text: 'C' },
        { at: 2.45, text: 'AB' },
      ],
      duration: script.duration,
    });
  });
});
