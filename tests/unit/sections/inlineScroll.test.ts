import { describe, expect, it } from 'vitest';
import { inlineFromScrollLeft, scrollLeftFromInline, travelTowardsEnd } from '@/ui/inlineScroll';

describe('a scroller position in inline terms', () => {
  it('is scrollLeft itself in left-to-right text', () => {
    expect(inlineFromScrollLeft(0, 'ltr')).toBe(0);
    expect(inlineFromScrollLeft(360, 'ltr')).toBe(360);
    expect(scrollLeftFromInline(360, 'ltr')).toBe(360);
  });

  it('reads the negative scrollLeft of a right-to-left scroller as the distance from its start (the right edge)', () => {
    expect(inlineFromScrollLeft(0, 'rtl')).toBe(0);
    expect(inlineFromScrollLeft(-360, 'rtl')).toBe(360);
    expect(inlineFromScrollLeft(-0.5, 'rtl')).toBe(0.5);
  });

  it('writes an inline position of a right-to-left scroller as the negative scrollLeft browsers expect', () => {
    expect(scrollLeftFromInline(360, 'rtl')).toBe(-360);
    expect(scrollLeftFromInline(0, 'rtl')).toBe(0);
    for (const position of [0, 12.5, 360, 1080])
      expect(inlineFromScrollLeft(scrollLeftFromInline(position, 'rtl'), 'rtl')).toBe(position);
  });

  it('counts pointer travel to the right as travel towards the end only in left-to-right text', () => {
    expect(travelTowardsEnd(120, 'ltr')).toBe(120);
    expect(travelTowardsEnd(120, 'rtl')).toBe(-120);
    expect(travelTowardsEnd(-0.3, 'rtl')).toBe(0.3);
    expect(travelTowardsEnd(0, 'rtl')).toBe(0);
  });
});
