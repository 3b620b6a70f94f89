/**
 * Arabic letters in the forms the CV's PDF draws them in (vite/resume/arabicForms.ts): each form is a
 * glyph of its own, so the PDF's text reads back as the letters (NFKC), whatever the font shares.
 */
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../scripts/lib/languageFonts.mjs';
import { arabicForms, letterWithoutForms } from '../../../vite/resume/arabicForms';
import { ar } from '../../fixtures/content-full/languages/ar';

const codes = (text: string) => Array.from(text, (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`);

describe('Arabic presentation forms', () => {
  it('give a letter its form by its neighbours: initial, medial, final, isolated', () => {
    // سبع: seen initial, beh medial, ain final; ب alone isolated.
    expect(codes(arabicForms('سبع'))).toEqual(['U+FEB3', 'U+FE92', 'U+FECA']);
    expect(codes(arabicForms('ب'))).toEqual(['U+FE8F']);
  });

  it('join across a mark, not across a letter that joins on one side only, and never from hamza', () => {
    // دمج: dal joins only the letter before it, so meem starts again; the shadda of دّم does not break the join.
    expect(codes(arabicForms('دمج'))).toEqual(['U+FEA9', 'U+FEE3', 'U+FE9E']);
    expect(codes(arabicForms('بّب'))).toEqual(['U+FE91', 'U+651', 'U+FE90']);
    expect(codes(arabicForms('بء'))).toEqual(['U+FE8F', 'U+FE80']);
  });

  it('write lam and alef as their ligature', () => {
    expect(codes(arabicForms('لا'))).toEqual(['U+FEFB']);
    expect(codes(arabicForms('الآن'))).toEqual(['U+FE8D', 'U+FEF5', 'U+FEE5']);
  });

  it("read back as the letters for every text of the fixture's Arabic, Latin and digits untouched", () => {
    for (const text of textsOf(ar)) expect(arabicForms(text).normalize('NFKC')).toBe(text.normalize('NFKC'));
  });

  it('join the letters of Persian and Urdu too, each form reading back as its letter', () => {
    // مریم: meem initial, reh final, Farsi yeh initial, meem final; ہے: heh goal initial, yeh barree final.
    expect(codes(arabicForms('مریم'))).toEqual(['U+FEE3', 'U+FEAE', 'U+FBFE', 'U+FEE2']);
    expect(codes(arabicForms('ہے'))).toEqual(['U+FBA8', 'U+FBAF']);
    for (const text of ['پرستو', 'گلاب', 'ٹیکنالوجی', 'ڈیولپر', 'میں', 'کتابیں', 'چھوٹا'])
      expect(arabicForms(text).normalize('NFKC')).toBe(text.normalize('NFKC'));
  });

  it('name a letter of Arabic script they have no forms for, and none in Arabic', () => {
    expect(letterWithoutForms('ڵێ')).toBe('ڵ');
    expect(letterWithoutForms('پرستو گلاب')).toBeUndefined();
    for (const text of textsOf(ar)) expect(letterWithoutForms(text)).toBeUndefined();
  });
});
