import { runnerImport, type Plugin } from 'vite';
import type { Languages } from '../src/content/types.ts';

const switchId = 'virtual:language-switch';

/**
 * `virtual:language-switch`: the menus' language switch (src/layout/LanguageSwitch.tsx) when the
 * content declares more than one language; null otherwise, so a one-language page ships none of its
 * code or CSS.
 */
export function languageSwitch(contentModule: string, switchFile: string): Plugin {
  let several: Promise<boolean> | undefined;
  const severalLanguages = () =>
    (several ??= runnerImport<{ languages?: Languages }>(contentModule).then(({ module }) => (module.languages?.others.length ?? 0) > 0));
  return {
    name: 'portfolio:language-switch',
    resolveId: (source) => (source === switchId ? `\0${source}` : null),
    async load(moduleId) {
      if (moduleId !== `\0${switchId}`) return null;
      return (await severalLanguages()) ? `export { LanguageSwitch } from ${JSON.stringify(switchFile)};` : 'export const LanguageSwitch = null;';
    },
  };
}
