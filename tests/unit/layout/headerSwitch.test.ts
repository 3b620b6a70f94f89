// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as placeholder from '@/placeholder/site';
import { breakpoints } from '@/theme/breakpoints';
import { languagesOf } from '../../../vite/content/languagesOf';
import { headerRow, headerSwitchWidth, type HeaderRowContent } from '../../../vite/header/headerRow';
import { headerSwitch } from '../../../vite/header/headerSwitch';
import type { LatestPostsData } from '@/writing/latestPosts';
import { setViewport } from '../../support/dom';
import { pluginModule } from '../../support/pluginModule';
import { writing } from '../../fixtures/content-full/writing';

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

/** A content's latest posts as the build lists them: none (no `writing.latest`, or every post a draft), or its own language's. */
type Listed = LatestPostsData | null;

/** A module of `headerSwitch(content)` as the build loads it, by the name src imports. */
async function loaded(content: typeof placeholder, source: string, listed: Listed = null): Promise<string> {
  const code = await pluginModule(
    headerSwitch(languagesOf(content), () => Promise.resolve(listed)),
    source,
  );
  if (code === null) throw new Error(`headerSwitch does not serve ${source}`);
  return code;
}

const switchPx = async (content: typeof placeholder, listed: Listed = null) =>
  Number(/headerSwitchPx = (\d+);/.exec(await loaded(content, 'virtual:header-switch', listed))![1]);

/** What the header shows at `width` under the switch's stylesheet (its classes unscoped here) and its script query. */
async function headerAt(content: typeof placeholder, width: number) {
  setViewport(width);
  document.head.innerHTML = `<style>${await loaded(content, 'virtual:header-switch.module.css')}</style>`;
  document.body.innerHTML = '<div class="desktop"></div><button class="burger"></button>';
  const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;
  const script = await loaded(content, 'virtual:header-switch');
  const { mobileMenuQuery } = /"(?<mobileMenuQuery>[^"]+)";\n$/.exec(script)!.groups!;
  return { row: display('.desktop'), burger: display('.burger'), mobileMenu: matchMedia(mobileMenuQuery!).matches };
}

const desktop = { row: 'flex', burger: 'none', mobileMenu: false };
const burger = { row: 'none', burger: 'block', mobileMenu: true };

describe('the header switch stylesheet and query', () => {
  it("shows the spec's content the desktop row from 768 px, the burger and mobile menu below", async () => {
    expect(await headerAt(placeholder, breakpoints.header)).toEqual(desktop);
    expect(await headerAt(placeholder, breakpoints.header - 1)).toEqual(burger);
    expect(await headerAt(placeholder, breakpoints.mobile)).toEqual(burger);
  });

  it('moves both to the width where a longer menu fits', async () => {
    const longer = {
      ...placeholder,
      headerMenu: [...placeholder.headerMenu, { title: 'Talks and workshops', target: 'contacts' as const }],
    };
    const px = await switchPx(longer);
    expect(px).toBeGreaterThan(breakpoints.header);
    expect(await headerAt(longer, px)).toEqual(desktop);
    expect(await headerAt(longer, px - 1)).toEqual(burger);
    expect(await headerAt(longer, breakpoints.header)).toEqual(burger);
  });

  it('counts the latest posts in the menu only where the page lists them: not while every post is a draft', async () => {
    const latest = { title: 'Latest writing', menuTitle: 'Notes on building for the web', after: 'projects' } as const;
    const withLatest = { ...placeholder, writing: { ...writing, latest } };
    const listed: LatestPostsData = {
      after: latest.after,
      languages: { en: { title: latest.title, menuTitle: latest.menuTitle, allPosts: 'All posts', posts: [] } },
    };
    expect(await switchPx(withLatest, listed), 'the posts listed: their menu item is measured').toBeGreaterThan(
      breakpoints.header,
    );
    expect(await switchPx(withLatest, null), 'every post a draft: no menu item, the spec switch').toBe(
      breakpoints.header,
    );
  });
});
