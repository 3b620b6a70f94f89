import { describe, expect, it, vi } from 'vitest';
import * as placeholder from '../../../src/placeholder/site';
import { checkedLanguages, type SiteContent } from '../../../vite/content/contentModule';

const file = 'src/content/site.ts';
/** The placeholder with some of a part's words changed, typed as loosely as an owner's older content may be. */
const withChanged = (part: 'interfaceText' | 'formMessages', changes: object) =>
  ({ ...placeholder, [part]: { ...placeholder[part], ...changes } }) as SiteContent;
const withInterface = (changes: object) => withChanged('interfaceText', changes);
const checked = (content: SiteContent, warn = vi.fn()) => checkedLanguages(content, file, warn)[0].content;

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

  it('name the item of a function that does more than place its values, which no message can say', () => {
    const lowered = { required: (label: string) => `Please enter ${label.toLowerCase()}.` };
    expect(() => checked(withChanged('formMessages', lowered))).toThrow(
      `${file}: formMessages.required is a function; the build cannot read it as a message: write it as text with the placeholders {fieldLabel}`,
    );
    const counted = (count: number, tab: string) => `${count} ${count === 1 ? 'project' : 'projects'} for ${tab}`;
    expect(() => checked(withInterface({ projectsShown: counted }))).toThrow(
      'with the placeholders {count}, {tab}, or one text per plural form',
    );
  });

  it('name the language whose words hold the mistake', () => {
    const { languages, ...words } = placeholder;
    const german = { lang: 'de', name: 'Deutsch', dir: 'ltr' as const };
    const content: SiteContent = {
      ...placeholder,
      languages: { ...languages, others: [{ ...german, words: { ...words, copyright: { text: '© {jahr} {name}' } } }] },
    };
    expect(() => checkedLanguages(content, file, () => {})).toThrow(
      `${file}: languages.others (de): words.copyright.text has {jahr}, which it cannot fill`,
    );
  });
});
