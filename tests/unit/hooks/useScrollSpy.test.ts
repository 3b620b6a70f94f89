import { describe, expect, it } from 'vitest';
import { pickActiveSection } from '@/hooks/useScrollSpy';

const sections = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index}`, top }));

describe('pickActiveSection', () => {
  it('picks the last section whose top passed 30 % of the viewport', () => {
    expect(pickActiveSection(sections(-900, -100, 350, 1200), 1000, false)).toBe('s1');
    expect(pickActiveSection(sections(-900, -100, 300, 1200), 1000, false)).toBe('s2');
  });

  it('falls back to the first section at the very top', () => {
    expect(pickActiveSection(sections(72, 900, 1800), 1000, false)).toBe('s0');
  });

  it('at the bottom of the page picks the last section that is on screen', () => {
    expect(pickActiveSection(sections(-2000, -800, 100, 700), 1000, true)).toBe('s3');
    expect(pickActiveSection(sections(-2000, -800, 100, 1100), 1000, true)).toBe('s2');
  });
});
