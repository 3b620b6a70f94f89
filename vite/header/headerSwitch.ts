import type { Plugin } from 'vite';
import type { SiteLanguages } from '../content/languagesOf.ts';
import { contentSwitchWidth } from './contentSwitchWidth.ts';

const VIRTUAL_ID = 'virtual:header-switch';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The query Header.module.css is written with: the spec's switch, which the build moves to the content's. */
const WRITTEN_QUERY = '@media (max-width: 767.98px)';

/**
 * Decides at build time where the header swaps its desktop row for the burger: the first width where
 * the content's logo, menu (Experience and the latest posts included), socials and header controls fit on one line in
 * Poppins, never below the spec's 768 px. Header.module.css's burger query is rewritten to it, and
 * `virtual:header-switch` gives script the same query: no script measures anything, nothing shifts.
 */
export function headerSwitch(languages: SiteLanguages): Plugin {
  let width: number | undefined;
  const switchWidth = () => (width ??= contentSwitchWidth(languages));
  return {
    name: 'portfolio:header-switch',
    enforce: 'pre',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : null),
    load(moduleId) {
      if (moduleId !== RESOLVED_ID) return null;
      const px = switchWidth();
      return `export const headerSwitchPx = ${px};\nexport const mobileMenuQuery = ${JSON.stringify(`(max-width: ${px - 0.02}px)`)};\n`;
    },
    transform(code, moduleId) {
      if (!moduleId.split('?')[0]!.endsWith('/src/layout/Header.module.css')) return null;
      if (!code.includes(WRITTEN_QUERY))
        this.error(
          `Header.module.css no longer has "${WRITTEN_QUERY}", the query the build moves to the content's header width`,
        );
      return { code: code.replace(WRITTEN_QUERY, `@media (max-width: ${switchWidth() - 0.02}px)`), map: null };
    },
  };
}
