import type { Plugin } from 'vite';
import type { SiteLanguages } from './content/languagesOf.ts';

/**
 * The page's language code, in virtual modules that are the real file when the content declares more
 * than one language and an empty stand-in otherwise, so a one-language page ships none of it:
 * - `virtual:language-switch`: the menus' language switch (src/layout/LanguageSwitch.tsx), or null;
 * - `virtual:translated-pages`: the other languages' pages, their words laid over the default content
 *   (src/language/translatedPages.ts), or null.
 */
export function languageModules(
  languages: SiteLanguages,
  files: { switchFile: string; translatedPagesFile: string },
): Plugin {
  const modules: Record<string, { several: string; one: string }> = {
    'virtual:language-switch': {
      several: `export { LanguageSwitch } from ${JSON.stringify(files.switchFile)};`,
      one: 'export const LanguageSwitch = null;',
    },
    'virtual:translated-pages': {
      several: `export { translatedPages } from ${JSON.stringify(files.translatedPagesFile)};`,
      one: 'export const translatedPages = null;',
    },
  };
  const severalLanguages = languages.length > 1;
  return {
    name: 'portfolio:language-modules',
    resolveId: (source) => (source in modules ? `\0${source}` : null),
    load(moduleId) {
      const source = modules[moduleId.slice(1)];
      if (!moduleId.startsWith('\0') || !source) return null;
      return severalLanguages ? source.several : source.one;
    },
  };
}
