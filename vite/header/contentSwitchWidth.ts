import type { Appearance, Content, Experience, Languages, MenuItem, SocialLink } from '../../src/contentShape/types.ts';
import { localise } from '../../src/language/localise.ts';
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
  languages?: Languages;
}

/**
 * The content's header switch: from this viewport width up the desktop row, below it the burger. With
 * several languages, the widest language's row decides (one stylesheet serves every page).
 */
export function contentSwitchWidth(content: HeaderContent): number {
  const { default: first, others } = content.languages ?? { default: undefined, others: [] };
  const pages: { lang?: string; content: HeaderContent }[] = [
    { lang: first?.lang, content },
    ...others.map(({ lang, words }) => ({ lang, content: localise(content as Content, words, lang) })),
  ];
  const everyLanguage = [...(first ? [first] : []), ...others];
  return Math.max(
    ...pages.map((page) =>
      headerSwitchWidth(
        {
          logoText: page.content.logoText,
          menuTitles: menuWithExperience(page.content.headerMenu, page.content.experience).map((item) => item.title),
          socialCount: page.content.socials.filter((social) => social.href !== '').length,
          controls: headerControlsOf(page.content, everyLanguage.filter((language) => language.lang !== page.lang)),
        },
        textWidth,
      ),
    ),
  );
}

