import { runnerImport, type Plugin } from 'vite';
import type { InterfaceText, Languages } from '../src/content/types.ts';
import type { OneLanguage } from './oneLanguagePage.ts';

const loaded = new Map<string, Promise<OneLanguage | null>>();

/** The content's one language and its interface words, read once per build; null when it declares several. */
export function oneLanguage(contentModule: string): Promise<OneLanguage | null> {
  let content = loaded.get(contentModule);
  if (!content) {
    content = runnerImport<{ languages: Languages; interfaceText: InterfaceText }>(contentModule).then(({ module }) =>
      module.languages.others.length === 0 ? { language: module.languages.default, interfaceText: module.interfaceText } : null,
    );
    loaded.set(contentModule, content);
  }
  return content;
}

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
  const severalLanguages = async () => (await oneLanguage(contentModule)) === null;
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
