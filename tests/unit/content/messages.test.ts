import { describe, expect, it, vi } from 'vitest';
import * as placeholder from '../../../src/placeholder/site';
import type { SiteContent } from '../../../vite/content/contentModule';
import { languagesOf } from '../../../vite/content/languagesOf';

const file = 'src/content/site.ts';
/** The placeholder with some of a part's words changed, typed as loosely as an owner's older content may be. */
const withChanged = (part: 'interfaceText' | 'formMessages', changes: object) =>
  ({ ...placeholder, [part]: { ...placeholder[part], ...changes } }) as SiteContent;
const withInterface = (changes: object) => withChanged('interfaceText', changes);
/** The default language's page as the build reads it, its warnings handed to `warn`. */
function checkedPage(content: SiteContent, warn: (text: string) => void = () => {}) {
  const warned = vi.spyOn(console, 'warn').mockImplementation(warn);
  try {
    return languagesOf(content, file)[0];
  } finally {
    warned.mockRestore();
  }
}
const checked = (content: SiteContent, warn?: (text: string) => void) => checkedPage(content, warn).content;

describe("the content's messages, as the build reads them", () => {
  it('fill what the page fills: the placeholder’s pass as written', () => {
    const warn = vi.fn();
    expect(checked(placeholder, warn).interfaceText).toEqual(placeholder.interfaceText);
    expect(warn).not.toHaveBeenCalled();
  });

  it('name the file, the item and its placeholders when a message has one it cannot fill', () => {
    expect(() => checked(withInterface({ quotePosition: '{number} of {total}' }))).toThrow(
      `${file}: interfaceText.quotePosition has {total}, which it cannot fill: its placeholders are {number}, {count}`,
    );
  });

  it('take one text per plural form only where the item counts, with `other` among them', () => {
    const plural = { one: '# project shown for {tab}', other: '# projects shown for {tab}' };
    expect(checked(withInterface({ projectsShown: plural })).interfaceText.projectsShown).toEqual(plural);
    expect(() => checked(withInterface({ projectsShown: { one: '# project' } }))).toThrow(
      `${file}: interfaceText.projectsShown must be a text, or one text per plural form with \`other\` among them`,
    );
    expect(() => checked(withInterface({ logoBackToTop: { other: '{name}' } }))).toThrow(
      `${file}: interfaceText.logoBackToTop must be a text`,
    );
  });

  it('read a function, the shape before messages, as the message it writes, and tell the owner that message', () => {
    const warn = vi.fn();
    const content = withInterface({ quotePosition: (number: number, count: number) => `${number} of ${count}` });
    expect(checked(content, warn).interfaceText.quotePosition).toBe('{number} of {count}');
    expect(warn).toHaveBeenCalledWith(
      `${file}: interfaceText.quotePosition is a function, read as the message "{number} of {count}": write that instead (docs/content.md#messages).`,
    );
  });

  it('read a function that chooses its words by the count as one text per plural form of the language', () => {
    const counted = (count: number, tab: string) => `${count} ${count === 1 ? 'project' : 'projects'} for ${tab}`;
    expect(checked(withInterface({ projectsShown: counted })).interfaceText.projectsShown).toEqual({
      one: '# project for {tab}',
      other: '# projects for {tab}',
    });
  });

  it('read a function that lower-cases a value as the message with the value as given, and say so', () => {
    const warn = vi.fn();
    const lowered = { required: (label: string) => `Please enter ${label.toLowerCase()}.` };
    expect(checked(withChanged('formMessages', lowered), warn)).toBeDefined();
    expect(languagesOf(withChanged('formMessages', lowered))[0].formMessages.required).toBe(
      'Please enter {fieldLabel}.',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a message cannot lower-case a value'));
  });

  it('name the item of a function that does more than place its values, which no message can say', () => {
    const reversed = { unknown: (status: number) => `Failed (${String(status).split('').reverse().join('')})` };
    expect(() => checked(withChanged('formMessages', reversed))).toThrow(
      `${file}: formMessages.unknown is a function; the build cannot read it as a message: write it as text with the placeholders {status}`,
    );
    const byCount = (number: number, count: number) => (count === 1 ? 'the only one' : `${number} of ${count}`);
    expect(() => checked(withInterface({ quotePosition: byCount }))).toThrow(
      `${file}: interfaceText.quotePosition is a function; the build cannot read it as a message: write it as text with the placeholders {number}, {count} (docs`,
    );
  });

  it('name the language whose words hold the mistake', () => {
    const { languages, ...words } = placeholder;
    const german = { lang: 'de', name: 'Deutsch', dir: 'ltr' as const };
    const content: SiteContent = {
      ...placeholder,
      languages: { ...languages, others: [{ ...german, words: { ...words, copyright: { text: '© {jahr} {name}' } } }] },
    };
    expect(() => languagesOf(content, file)).toThrow(
      `${file}: languages.others (de): words.copyright.text has {jahr}, which it cannot fill`,
    );
  });
});
