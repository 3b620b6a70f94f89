import { runnerImport, type Plugin } from 'vite';
import type { Languages } from '../src/content/types.ts';

/**
 * The page's language code, in virtual modules that are the real file when the content declares more
 * than one language and an empty stand-in otherwise, so a one-language page ships none of it:
 * - `virtual:language-switch`: the menus' language switch (src/layout/LanguageSwitch.tsx), or null;
 * - `virtual:translated-pages`: the other languages' pages, their words laid over the default content
 *   (src/language/translatedPages.ts), or null.
 */
export function languageModules(contentModule: string, files: { switchFile: string; translatedPagesFile: string }): Plugin {
  const modules: Record<string, { several: string; one: string }> = {
    'virtual:language-switch': { several: `export { LanguageSwitch } from ${JSON.stringify(files.switchFile)};`, one: 'export const LanguageSwitch = null;' },
    'virtual:translated-pages': {
      several: `export { translatedPages } from ${JSON.stringify(files.translatedPagesFile)};`,
      one: 'export const translatedPages = null;',
    },
  };
  let several: Promise<boolean> | undefined;
  const severalLanguages = () =>
    (several ??= runnerImport<{ languages?: Languages }>(contentModule).then(({ module }) => (module.languages?.others.length ?? 0) > 0));
  return {
    name: 'portfolio:language-modules',
    resolveId: (source) => (source in modules ? `\0${source}` : null),
    async load(moduleId) {
      const source = modules[moduleId.slice(1)];
      if (!moduleId.startsWith('\0') || !source) return null;
      return (await severalLanguages()) ? source.several : source.one;
    },
  };
}
