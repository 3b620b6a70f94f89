import type { SiteLanguages } from '../content/languagesOf.ts';
import { menuWithPlaced } from '../../src/layout/menuOrder.ts';
import { latestPlacement, type LatestPostsData } from '../../src/writing/latestPosts.ts';
import { headerControlsOf } from './headerControls.ts';
import { headerSwitchWidth } from './headerRow.ts';
import { textWidth } from './textWidth.ts';

/**
 * The content's header switch: from this viewport width up the desktop row, below it the burger. With
 * several languages, the widest language's row decides (one stylesheet serves every page). `latest`:
 * the main page's latest posts as the build lists them (vite/writing/latestPosts.ts), so a language
 * whose menu has no such item (no posts yet, or only drafts) is measured without it, as its page shows it.
 */
export function contentSwitchWidth(languages: SiteLanguages, latest: LatestPostsData | null): number {
  return Math.max(
    ...languages.map(({ lang, content, own }) =>
      headerSwitchWidth(
        {
          logoText: content.logoText,
          menuTitles: menuWithPlaced(
            content.headerMenu,
            content.experience,
            latestPlacement(latest?.after, latest?.languages[lang]),
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
