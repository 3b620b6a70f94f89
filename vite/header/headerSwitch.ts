import { runnerImport, type Plugin } from 'vite';
import { contentSwitchWidth, type HeaderContent } from './contentSwitchWidth.ts';

const VIRTUAL_ID = 'virtual:header-switch';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The query Header.module.css is written with: the spec's switch, which the build moves to the content's. */
const WRITTEN_QUERY = '@media (max-width: 767.98px)';

/** The viewport width from which the content's desktop header row fits on one line. */
async function switchWidthOf(contentModule: string): Promise<number> {
  const { module } = await runnerImport<HeaderContent>(contentModule);
  return contentSwitchWidth(module);
}

/**
 * Decides at build time where the header swaps its desktop row for the burger: the first width where
 * the content's logo, menu (Experience included), socials and header controls fit on one line in
 * Poppins, never below the spec's 768 px. Header.module.css's burger query is rewritten to it, and
 * `virtual:header-switch` gives script the same query: no script measures anything, nothing shifts.
 */
export function headerSwitch(contentModule: string): Plugin {
  let width: Promise<number> | undefined;
  const switchWidth = () => (width ??= switchWidthOf(contentModule));
  return {
    name: 'portfolio:header-switch',
    enforce: 'pre',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(moduleId) {
      if (moduleId !== RESOLVED_ID) return null;
      const px = await switchWidth();
      return `export const headerSwitchPx = ${px};\nexport const mobileMenuQuery = ${JSON.stringify(`(max-width: ${px - 0.02}px)`)};\n`;
    },
    async transform(code, moduleId) {
      if (!moduleId.split('?')[0]!.endsWith('/src/layout/Header.module.css')) return null;
      if (!code.includes(WRITTEN_QUERY)) this.error(`Header.module.css no longer has "${WRITTEN_QUERY}", the query the build moves to the content's header width`);
      return { code: code.replace(WRITTEN_QUERY, `@media (max-width: ${(await switchWidth()) - 0.02}px)`), map: null };
    },
  };
}
