import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/language/formatMessage';

const projectsShown = {
  one: '# проект в разделе {tab}',
  few: '# проекта в разделе {tab}',
  many: '# проектов в разделе {tab}',
  other: '# проекта в разделе {tab}',
};

describe('formatMessage', () => {
  it('fills each placeholder, numbers as written', () => {
    expect(formatMessage('\u00A9 {year} Designed and built by {name}', { name: 'Ada', year: 2024 }, 'en')).toBe(
      '\u00A9 2024 Designed and built by Ada',
    );
    expect(formatMessage('{number} of {count}', { number: 2, count: 3 }, 'en')).toBe('2 of 3');
  });

  it('picks the plural form the language uses for the count', () => {
    const shown = (count: number) => formatMessage(projectsShown, { count, tab: 'REACT' }, 'ru');
    expect(shown(1)).toBe('1 проект в разделе REACT');
    expect(shown(3)).toBe('3 проекта в разделе REACT');
    expect(shown(5)).toBe('5 проектов в разделе REACT');
    expect(shown(21)).toBe('21 проект в разделе REACT');
  });

  it('falls back to `other` for a form left out', () => {
    expect(formatMessage({ other: '# projects' }, { count: 1 }, 'en')).toBe('1 projects');
  });

  it('writes the count for every # of a plural form, and {count} there too', () => {
    expect(formatMessage({ one: '# (#) project', other: '{count} projects' }, { count: 1 }, 'en')).toBe(
      '1 (1) project',
    );
    expect(formatMessage({ one: '# project', other: '{count} projects' }, { count: 2 }, 'en')).toBe('2 projects');
  });

  it('leaves a message without placeholders, a # outside a plural message and an unknown placeholder as written', () => {
    expect(formatMessage('Back to top', {}, 'en')).toBe('Back to top');
    expect(formatMessage('{title} in C#', { title: 'Chase' }, 'en')).toBe('Chase in C#');
    expect(formatMessage('{name}, {unknown}', { name: 'Ada' }, 'en')).toBe('Ada, {unknown}');
  });

  it('inserts a value as it is, braces and # included', () => {
    expect(formatMessage({ other: '# for {tab}' }, { count: 2, tab: '{count} #' }, 'en')).toBe('2 for {count} #');
  });
});
