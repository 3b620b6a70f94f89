import { describe, expect, it } from 'vitest';
import { monthLabel } from '@/sections/monthLabel';

describe('the months of the timeline', () => {
  it('read as short month and year, the same on any machine', () => {
    expect(monthLabel('2021-03', 'en')).toBe('Mar 2021');
    expect(monthLabel('2019-12', 'en')).toBe('Dec 2019');
    expect(monthLabel('2020-01', 'en')).toBe('Jan 2020');
  });

  it('read in the language of the page', () => {
    expect(monthLabel('2021-03', 'ru')).toBe(
      new Intl.DateTimeFormat('ru', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2021, 2, 1)),
    );
    expect(monthLabel('2021-03', 'ru')).not.toBe(monthLabel('2021-03', 'en'));
  });
});
