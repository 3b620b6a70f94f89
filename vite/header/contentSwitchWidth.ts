import type {
  Appearance,
  Content,
  Experience,
  Languages,
  MenuItem,
  Search,
  SocialLink,
  Words,
  Writing,
} from '../../src/contentShape/types.ts';
import { localise } from '../../src/language/localise.ts';
import { menuWithPlaced } from '../../src/layout/menuOrder.ts';
import { headerControlsOf } from './headerControls.ts';
import { headerSwitchWidth } from './headerRow.ts';
import { textWidth } from './textWidth.ts';

/** What the header row shows, as the content module exports it. */
export interface HeaderContent {
  logoText: string;
  headerMenu: readonly MenuItem[];
  socials: readonly SocialLink[];
  experience: Experience;
  writing?: Writing;
  appearance?: Appearance;
  search?: Search | Words<Search>;
  languages?: Languages;
}

/**
 * The content's header switch: from this viewport width up the desktop row, below it the burger. With
 * several languages, the widest language's row decides (one stylesheet serves every page).
 */
export function contentSwitchWidth(content: HeaderContent): number {
  const { default: first, others } = content.languages ?? { default: undefined, others: [] };
  // A language's posts and search are its own (its words' `writing` and `search`, never the default's laid under them).
  const pages: { lang?: string; content: HeaderContent; writing?: Words<Writing> }[] = [
    { lang: first?.lang, content, writing: content.writing },
    ...others.map(({ lang, words }) => ({
      lang,
      content: { ...localise(content as Content, words, lang), search: words.search },
      writing: words.writing,
    })),
  ];
  const latestAfter = pages.find((page) => page.writing?.latest)?.writing?.latest?.after;
  const everyLanguage = [...(first ? [first] : []), ...others];
  return Math.max(
    ...pages.map((page) =>
      headerSwitchWidth(
        {
          logoText: page.content.logoText,
          menuTitles: menuWithPlaced(
            page.content.headerMenu,
            page.content.experience,
            latestAfter && page.writing?.latest
              ? { after: latestAfter, menuTitle: page.writing.latest.menuTitle }
              : null,
          ).map((item) => item.title),
          socialCount: page.content.socials.filter((social) => social.href !== '').length,
          controls: headerControlsOf(
            page.content,
            everyLanguage.filter((language) => language.lang !== page.lang),
          ),
        },
        textWidth,
      ),
    ),
  );
}
