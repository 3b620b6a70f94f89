import { breakpoints } from '../../src/theme/breakpoints.ts';
import type { HeaderControl } from './headerControls.ts';
import type { TextStyle } from './textWidth.ts';

/**
 * The desktop header row as src/layout/Header.module.css, Logo.module.css and SocialLinks.module.css
 * lay it out, in CSS px. tests/e2e/header-fit.spec.ts compares the result with the browser's layout,
 * so a change to those stylesheets that these numbers miss fails there.
 */
export const headerRow = {
  /** The spec's switch: below it the burger, whatever the content. */
  specSwitchPx: breakpoints.header,
  containerPaddingPx: 15,
  /** `.inner` gap between the logo and the rest. */
  logoGapPx: 24,
  /** `.desktop` gap between the menu, the socials and each header control. */
  groupGapPx: 32,
  menuGapPx: 8,
  linkPaddingPx: 10,
  link: { weight: 400, sizePx: 16 } satisfies TextStyle,
  logo: { weight: 600, sizePx: 24, letterSpacingEm: 0.02 } satisfies TextStyle,
  socialPx: 44,
  socialGapPx: 12,
  /**
   * Room for a classic scrollbar (the media query counts it, the row does not: 15–17 px on Windows
   * and Linux) and for rounding between engines' text shaping.
   */
  slackPx: 24,
} as const;

export interface HeaderRowContent {
  logoText: string;
  menuTitles: readonly string[];
  socialCount: number;
  controls: readonly HeaderControl[];
}

/** The narrowest viewport (CSS px, a whole number) whose desktop header row fits on one line. */
export function headerSwitchWidth(
  content: HeaderRowContent,
  measure: (text: string, style: TextStyle) => number,
): number {
  const row = headerRow;
  const links = content.menuTitles.map((title) => measure(title, row.link) + 2 * row.linkPaddingPx);
  const menu = links.reduce((sum, width) => sum + width, 0) + row.menuGapPx * Math.max(0, links.length - 1);
  const socials = content.socialCount * row.socialPx + row.socialGapPx * Math.max(0, content.socialCount - 1);
  const groups = [
    menu,
    ...(content.socialCount > 0 ? [socials] : []),
    ...content.controls.map((control) => control.widthPx),
  ];
  const desktop = groups.reduce((sum, width) => sum + width, 0) + row.groupGapPx * (groups.length - 1);
  const needed =
    2 * row.containerPaddingPx + measure(content.logoText, row.logo) + row.logoGapPx + desktop + row.slackPx;
  return Math.max(row.specSwitchPx, Math.ceil(needed));
}
