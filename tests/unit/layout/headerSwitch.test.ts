import { describe, expect, it } from 'vitest';
import { breakpoints } from '@/theme/breakpoints';
import { headerRow, headerSwitchWidth, type HeaderRowContent } from '../../../vite/header/headerRow';

/** Every character 10 px wide: the arithmetic, not the font, is under test here. */
const tenPxPerCharacter = (text: string) => text.length * 10;
const row = (overrides: Partial<HeaderRowContent>): HeaderRowContent => ({
  logoText: 'Logo',
  menuTitles: ['Home', 'Work'],
  socialCount: 0,
  controls: [],
  ...overrides,
});
const unclamped = (content: HeaderRowContent) => {
  const longMenu = Array.from({ length: 12 }, () => 'Long menu title');
  const base = headerSwitchWidth(
    row({ ...content, menuTitles: [...longMenu, ...content.menuTitles] }),
    tenPxPerCharacter,
  );
  return base - headerSwitchWidth(row({ menuTitles: longMenu }), tenPxPerCharacter);
};

describe('the header switch width', () => {
  it('never goes below the spec switch, however short the row', () => {
    expect(headerSwitchWidth(row({ menuTitles: ['A'] }), tenPxPerCharacter)).toBe(breakpoints.header);
  });

  it('grows with each menu item by its text, padding and gap', () => {
    expect(unclamped(row({ menuTitles: ['Talks'] }))).toBe(50 + 2 * headerRow.linkPaddingPx + headerRow.menuGapPx);
  });

  it('grows with each header control by its width and the group gap, so a theme toggle or language switch has its room', () => {
    const toggle = { name: 'colour scheme toggle', widthPx: 44 };
    const language = { name: 'language switch', widthPx: 72 };
    expect(unclamped(row({ menuTitles: [], controls: [toggle] }))).toBe(44 + headerRow.groupGapPx);
    expect(unclamped(row({ menuTitles: [], controls: [toggle, language] }))).toBe(44 + 72 + 2 * headerRow.groupGapPx);
  });

  it('grows with the socials: the group, then each icon and its gap', () => {
    expect(unclamped(row({ menuTitles: [], socialCount: 1 }))).toBe(headerRow.socialPx + headerRow.groupGapPx);
    expect(unclamped(row({ menuTitles: [], socialCount: 3 }))).toBe(
      3 * headerRow.socialPx + 2 * headerRow.socialGapPx + headerRow.groupGapPx,
    );
  });
});
