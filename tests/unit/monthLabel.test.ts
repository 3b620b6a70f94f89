import { describe, expect, it } from 'vitest';
import { monthLabel } from '@/sections/monthLabel';

describe('the months of the timeline', () => {
  it('read as short month and year, the same on any machine', () => {
    expect(monthLabel('2021-03')).toBe('Mar 2021');
    expect(monthLabel('2019-12')).toBe('Dec 2019');
    expect(monthLabel('2020-01')).toBe('Jan 2020');
  });
});
