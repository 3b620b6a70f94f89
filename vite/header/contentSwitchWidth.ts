import type { SiteLanguages } from '../content/languagesOf.ts';
import { menuWithPlaced } from '../../src/layout/menuOrder.ts';
import { headerControlsOf } from './headerControls.ts';
import { headerSwitchWidth } from './headerRow.ts';
import { textWidth } from './textWidth.ts';

/**
 * The content's header switch: from this viewport width up the desktop row, below it the burger. With
 * several languages, the widest language's row decides (one stylesheet serves every page).
 */
export function contentSwitchWidth(languages: SiteLanguages): number {
  // A language's posts and search are its own (its words' `writing` and `search`, never the default's laid under them).
  const latestAfter = languages.find(({ own }) => own.writing?.latest)?.own.writing?.latest?.after;
  return Math.max(
    ...languages.map(({ lang, content, own }) =>
      headerSwitchWidth(
        {
          logoText: content.logoText,
          menuTitles: menuWithPlaced(
            content.headerMenu,
            content.experience,
            latestAfter && own.writing?.latest ? { after: latestAfter, menuTitle: own.writing.latest.menuTitle } : null,
          ).map((item) => item.title),
          socialCount: content.socials.filter((social) => social.href !== '').length,
          controls: headerControlsOf(
            { appearance: content.appearance, search: own.search },
            languages.filter((language) => language.lang !== lang),
          ),
        },
        textWidth,
      ),
    ),
  );
}
