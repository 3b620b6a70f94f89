import type { Plugin } from 'vite';
import type { SiteLanguages } from '../content/languagesOf.ts';
import type { LatestPostsData } from '../../src/writing/latestPosts.ts';
import { contentSwitchWidth } from './contentSwitchWidth.ts';

const SCRIPT_ID = 'virtual:header-switch';
/** A CSS module by its name, so Vite's CSS plugin scopes its classes and bundles it with the page's stylesheet. */
const STYLE_ID = 'virtual:header-switch.module.css';

/** The header's desktop row from `px` up, its burger below: the rules of `virtual:header-switch.module.css`. */
function headerSwitchCss(px: number): string {
  return `.desktop {
  display: flex;
}

.burger {
  display: none;
}

@media ${mobileQuery(px)} {
  .desktop {
    display: none;
  }

  .burger {
    display: block;
  }
}
`;
}

/** Below `px`: 0.02 px under it, so a fractional viewport width just below still matches. */
const mobileQuery = (px: number) => `(max-width: ${px - 0.02}px)`;

/**
 * Decides at build time where the header swaps its desktop row for the burger: the first width where
 * the content's logo, menu (Experience and, where the page lists them, the latest posts included), socials and
 * header controls fit on one line in Poppins, never below the spec's 768 px. `latest` gives the latest posts
 * as the page lists them (read from the post files, drafts left out). `virtual:header-switch.module.css` shows the row or the burger
 * by that width, and `virtual:header-switch` gives script the same query: no script measures anything,
 * nothing shifts.
 */
export function headerSwitch(languages: SiteLanguages, latest: () => Promise<LatestPostsData | null>): Plugin {
  let width: Promise<number> | undefined;
  const switchWidth = () => (width ??= latest().then((listed) => contentSwitchWidth(languages, listed)));
  return {
    name: 'portfolio:header-switch',
    resolveId: (source) => (source === SCRIPT_ID || source === STYLE_ID ? `\0${source}` : null),
    async load(moduleId) {
      if (moduleId === `\0${STYLE_ID}`) return headerSwitchCss(await switchWidth());
      if (moduleId !== `\0${SCRIPT_ID}`) return null;
      const px = await switchWidth();
      return `export const headerSwitchPx = ${px};\nexport const mobileMenuQuery = ${JSON.stringify(mobileQuery(px))};\n`;
    },
  };
}
