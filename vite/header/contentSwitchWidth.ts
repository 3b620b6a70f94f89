import type { Appearance, Experience, MenuItem, SocialLink } from '../../src/content/types.ts';
import { menuWithExperience } from '../../src/layout/menuOrder.ts';
import { headerControlsOf } from './headerControls.ts';
import { headerSwitchWidth } from './headerRow.ts';
import { textWidth } from './textWidth.ts';

/** What the header row shows, as the content module exports it. */
export interface HeaderContent {
  logoText: string;
  headerMenu: readonly MenuItem[];
  socials: readonly SocialLink[];
  experience: Experience;
  appearance?: Appearance;
}

/** The content's header switch: from this viewport width up the desktop row, below it the burger. */
export function contentSwitchWidth(content: HeaderContent): number {
  return headerSwitchWidth(
    {
      logoText: content.logoText,
      menuTitles: menuWithExperience(content.headerMenu, content.experience).map((item) => item.title),
      socialCount: content.socials.filter((social) => social.href !== '').length,
      controls: headerControlsOf(content),
    },
    textWidth,
  );
}

